import { z } from 'zod';
import { accountTypeSchema, paymentMethodSchema, roleSchema } from '../codes';
import { topUpsSchema } from '../payments/top-ups';
import { languageSchema } from './payloads';

/**
 * What the header shows beside the user's name (000 §2): an escrow balance in dollars, images left on a
 * flat-fee account, or what an invoice or card account has been charged this month. Null for TRIMIN,
 * COUNTY and GUEST, who see none.
 */
export const usageBalanceSchema = z.object({
  kind: z.enum(['ESCROW', 'FLAT_FEE', 'INVOICE', 'CREDIT_CARD']),
  description: z.string(),
  /** Ready to show: "$125.50" or "40 images". */
  value: z.string(),
  cents: z.number().int().nullable(),
  images: z.number().int().nullable(),
});
export type UsageBalance = z.infer<typeof usageBalanceSchema>;

export const accountDocTypeAccessSchema = z.object({
  imageRetrieval: z.boolean(),
  previewRetrieval: z.boolean(),
  imageChargeMethod: z.enum(['PAGE', 'DOCUMENT']),
});

/** The current user of 000 §3: login's content and loginStatus's. */
export const currentUserSchema = z.object({
  userId: z.number(),
  username: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  language: languageSchema,
  accountId: z.number(),
  accountName: z.string(),
  accountType: accountTypeSchema.nullable(),
  paymentMethod: paymentMethodSchema.nullable(),
  usageBalance: usageBalanceSchema.nullable(),
  /** The header's Add buttons and the escrow deposit dialog's terms (000 §2). */
  topUps: topUpsSchema,
  /** The search form to open first. */
  search: z.string().nullable(),
  searchHistoryList: z.array(z.unknown()),
  /** The top navigation this user sees. */
  tabList: z.array(z.string()),
  /** The search types this user may run. */
  searchList: z.array(z.string()),
  /** Keyed by document type (the image key type). */
  accountDocTypes: z.record(z.string(), accountDocTypeAccessSchema),
  allowableAccounts: z.array(z.object({ id: z.number(), name: z.string() })),
  creditCardSearchRates: z.array(z.object({ code: z.string(), description: z.string() })),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
