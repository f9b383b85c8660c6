import { z } from 'zod';
import {
  accountTypeSchema,
  nonALaCartePaymentMethods,
  paymentMethodSchema,
  searchTypes,
  type SearchType,
} from '../codes';
import { configMessages } from '../config/messages';
import { accountMessages } from './account-messages';
import { dollarsAsCents } from '../money';
import { messages } from '../validation/messages';
import { phoneIssue } from '../validation/person';
import { stateCodes } from '../validation/states';

/** The account form's image balance: the configuration's words for a whole number. */
const wholeNumber = configMessages.wholeNumber.text;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');

export { accountMessages } from './account-messages';

/** The account form (002 §3 Account, §5 Account form); money in integer cents. */
export const accountFormSchema = z
  .object({
    id: z.coerce.number().int().min(0).default(0),
    name: z.string(messages.required.text).trim().min(1, messages.required.text).max(60, messages.max60.text),
    accountType: accountTypeSchema.default('A_LA_CARTE'),
    paymentMethod: paymentMethodSchema.default('ESCROW'),
    /** Dollars on the wire, cents once parsed (contracts/money.ts). */
    monthlyFee: dollarsAsCents().default(0),
    flatFeeRateLevel: z.coerce.number().int().min(0).max(5).default(0),
    address: optionalText(50, messages.max50.text),
    city: optionalText(50, messages.max50.text),
    state: z
      .string()
      .trim()
      .refine((code) => code === '' || stateCodes.has(code), messages.state.text)
      .default(''),
    zip: z
      .string()
      .trim()
      .regex(/^\d*$/, messages.zip.digits.text)
      .refine((zip) => zip === '' || zip.length === 5, messages.zip.length.text)
      .default(''),
    phone: z.string().trim().default(''),
    email: optionalText(50, messages.max50.text).pipe(z.union([z.literal(''), z.email(messages.email.text)])),
    landLinkAccount: z
      .string()
      .trim()
      .regex(/^\d{0,10}$/, accountMessages.landLinkAccount.text)
      .default(''),
    postToLandLink: z.boolean().default(true),
    userReload: z.boolean().default(false),
  })
  .superRefine((account, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (account.phone && phoneIssue('STANDARD', account.phone)) issue('phone', messages.phone.standard.text);
    if (account.accountType !== 'A_LA_CARTE' && !nonALaCartePaymentMethods.includes(account.paymentMethod)) {
      issue('paymentMethod', accountMessages.paymentMethodForType.text);
    }
    const needsLandLink =
      (account.accountType === 'A_LA_CARTE' && account.paymentMethod !== 'CREDIT_CARD') ||
      (account.accountType === 'FLAT_FEE' && account.flatFeeRateLevel > 0) ||
      (account.paymentMethod === 'CREDIT_CARD' && account.postToLandLink);
    if (needsLandLink && !account.landLinkAccount) issue('landLinkAccount', messages.required.text);
  })
  // The dependent rules of 002 §5, applied on the server whatever the form sent.
  .transform((account) => ({
    ...account,
    postToLandLink: account.paymentMethod === 'CREDIT_CARD' ? account.postToLandLink : true,
    userReload: account.accountType === 'FLAT_FEE' && account.flatFeeRateLevel > 0 ? account.userReload : false,
    monthlyFee: account.accountType === 'FLAT_FEE' ? 0 : account.monthlyFee,
    flatFeeRateLevel: account.accountType === 'FLAT_FEE' ? account.flatFeeRateLevel : 0,
  }));
export type AccountForm = z.infer<typeof accountFormSchema>;
export type AccountFields = Omit<AccountForm, 'id'>;

/** A new account before anything is filled in: the form's defaults (002 §9). */
export const blankAccountFields = (): AccountFields => ({
  name: '',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  monthlyFee: 0,
  flatFeeRateLevel: 0,
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  email: '',
  landLinkAccount: '',
  postToLandLink: true,
  userReload: false,
});

export const accountDocTypeSchema = z.object({
  documentType: z.string().trim().max(20).default(''),
  imageChargeMethod: z.enum(['PAGE', 'DOCUMENT']).default('PAGE'),
  imageRetrieval: z.boolean().default(true),
  previewRetrieval: z.boolean().default(true),
});
export type AccountDocType = z.infer<typeof accountDocTypeSchema>;

/** Organize: drops blank rows, keeps the last of a repeated type, sorts by type. */
export function organizeDocTypes(rows: readonly AccountDocType[]): AccountDocType[] {
  const byType = new Map(rows.filter((row) => row.documentType).map((row) => [row.documentType, row]));
  return [...byType.values()].sort((a, b) => a.documentType.localeCompare(b.documentType));
}

export const accountDocTypesSchema = z.object({
  accountId: z.coerce.number().int().positive(),
  accountDocTypes: z.array(accountDocTypeSchema).max(500).transform(organizeDocTypes),
});

export type PageAccess = Record<SearchType, boolean>;
export const pageAccessSchema = z.object(
  Object.fromEntries(searchTypes.map((type) => [type, z.boolean().default(true)])) as Record<
    SearchType,
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const flatFeeUsageSchema = z.object({
  id: z.coerce.number().int().positive(),
  imagesRemaining: z.coerce.number(wholeNumber).int(wholeNumber).min(0, wholeNumber),
});

export const accountListSchema = z.object({
  filterText: z.string().trim().max(100).default(''),
  statusType: z.enum(['ALL', 'A', 'NB', 'NIR', 'I']).default('ALL'),
  includeInactive: z.boolean().optional(),
});

/** An account as the control panel lists and edits it (002 §3); monthlyFee in dollars, as the form takes it. */
export type AccountRecord = AccountFields & {
  id: number;
  status: 'A' | 'I';
  accountTypeDescription: string;
  paymentMethodDescription: string;
  monthlyFeeDescription: string;
  imagesRemaining: number;
  /** Deposits less escrow charges, in cents. */
  escrowBalanceCents: number;
  /** Charged since last billed (INVOICE and CREDIT_CARD charges, flat-fee add-ons), in cents. */
  periodChargesCents: number;
  lastBilled: string | null;
  lastImageRenewal: string | null;
  lastTasks: string | null;
  needsBilling: boolean;
  needsImageRenewal: boolean;
  userCount: number;
};
