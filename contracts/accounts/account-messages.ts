import { declare } from '../message';

/** The account form's own words (002 §5), apart from its schema so the message registry builds no schema. */
export const accountMessages = {
  landLinkAccount: declare('ACCOUNT_LAND_LINK_ACCOUNT', 'Numeric Account Number'),
  paymentMethodForType: declare(
    'ACCOUNT_PAYMENT_METHOD_FOR_TYPE',
    'This payment method is not offered for this account type.',
  ),
} as const;
