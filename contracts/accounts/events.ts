import { z } from 'zod';
import { accountStatusSchema, accountTypeSchema, paymentMethodSchema } from '../codes';
import { accountBillingEventSchemas } from '../billing/events';
import { ledgerEventSchemas } from '../payments/ledger-events';
import { accountDocTypeSchema, pageAccessSchema } from './account';

const cents = z.number().int();

/** An account's fields as its events carry them: parsed, money in integer cents. */
export const accountFieldsSchema = z.object({
  name: z.string(),
  accountType: accountTypeSchema,
  paymentMethod: paymentMethodSchema,
  monthlyFee: cents,
  flatFeeRateLevel: z.number().int(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  email: z.string(),
  landLinkAccount: z.string(),
  postToLandLink: z.boolean(),
  userReload: z.boolean(),
});

const accountId = z.number().int().positive();
const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

/** The account stream's events (`account-<id>`). */
export const accountEventSchema = z.discriminatedUnion('type', [
  event('AccountCreated', accountFieldsSchema.extend({ accountId })),
  event('AccountChanged', z.object({ accountId, changes: accountFieldsSchema.partial() })),
  event('AccountStatusChanged', z.object({ accountId, status: accountStatusSchema })),
  event('AccountDeleted', z.object({ accountId })),
  event('AccountDocTypesSet', z.object({ accountId, docTypes: z.array(accountDocTypeSchema) })),
  event('AccountPageAccessSet', z.object({ accountId, access: pageAccessSchema })),
  event('AccountFlatFeeUsageSet', z.object({ accountId, imagesRemaining: z.number().int().min(0) })),
  /** Account tasks (002 §4): billed, images renewed (with the new allowance), or both by a run. */
  event(
    'AccountTasksMarked',
    z.object({
      accountId,
      billedAt: z.string().optional(),
      imagesRenewedAt: z.string().optional(),
      tasksRunAt: z.string().optional(),
      imagesRemaining: z.number().int().min(0).optional(),
    }),
  ),
  event('AccountTasksCleared', z.object({ accountId })),
  ...ledgerEventSchemas,
  ...accountBillingEventSchemas,
]);
export type AccountEvent = z.infer<typeof accountEventSchema>;
export const accountEventTypes = accountEventSchema.options.map((option) => option.shape.type.value);
