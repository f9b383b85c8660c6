import type { ReactNode } from 'react';
import { useEscrowDeposit, useFlatFeeAddOn, type PaymentOutcome } from '../../../components/payments';
import type { ImageStateView } from '@landrecords/contracts/payments/fee-schedule';

export type TopUpResult = PaymentOutcome;

/**
 * The purchase options that add money or images before the purchase (000 §4): the flat-fee add-on and the escrow
 * account add-on, the header's own dialogs (components/payments). `dialogs` is rendered once with the flow's.
 */
export function useTopUps(): {
  flatFee(options: { imageStateGuid: string; onBackAllowed: boolean }): Promise<TopUpResult>;
  escrow(options: {
    addOn: boolean;
    onBackAllowed: boolean;
    escrowOptions?: ImageStateView['purchaseOptions']['escrowOptions'];
  }): Promise<TopUpResult>;
  dialogs: ReactNode;
} {
  const flatFee = useFlatFeeAddOn();
  const escrow = useEscrowDeposit();
  return {
    flatFee: (options) => flatFee.open(options),
    escrow: (options) => escrow.open(options),
    dialogs: (
      <>
        {flatFee.dialogs}
        {escrow.dialogs}
      </>
    ),
  };
}
