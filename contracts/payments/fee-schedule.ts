import { z } from 'zod';
import { chargeMethodSchema } from './ledger-events';

/** A line of the dialog; a description built from values carries them, so the portal can translate it by code. */
const line = z.object({
  description: z.string(),
  value: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FeeLine = z.infer<typeof line>;

/** The one button the download charge dialog offers besides Back and Cancel (000 §2). */
export const feeButtonSchema = z.enum([
  'DOWNLOAD',
  'ADD_TO_ESCROW',
  'BUY_IMAGES',
  'PREAUTHORIZE',
  'REAUTHORIZE',
  'NONE',
]);
export type FeeButton = z.infer<typeof feeButtonSchema>;

/** The fee schedule of 000 §3, with the amount and the dialog's button and title. */
export const feeScheduleSchema = z.object({
  title: z.string(),
  method: chargeMethodSchema,
  amountCents: z.number().int(),
  images: z.number().int(),
  insufficientBalance: z.boolean(),
  beginningBalance: line,
  endingBalance: line,
  purchaseMessage: z.string(),
  singleItemPurchase: z.object({ item: line }).nullable(),
  multipleItemPurchase: z.object({ itemHeaderDescription: z.string(), items: z.array(line), total: line }).nullable(),
  alreadyPurchasedMessage: z.string().nullable(),
  insufficientBalanceMessage: z.string().nullable(),
  noPurchasingOptionsAvailableMessage: z.string().nullable(),
  downloadButtonText: z.string(),
  button: feeButtonSchema,
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/** The image state of 000 §3 as the client sees it: its guid and how the balance can be topped up. */
export const imageStateViewSchema = z.object({
  imageStateGuid: z.string(),
  purchaseOptions: z.object({
    hasBuyOptions: z.boolean(),
    flatFeeOptions: z
      .object({ title: z.string(), options: z.array(z.object({ value: z.number(), text: z.string() })) })
      .nullable(),
    creditCardOptions: z.object({ authorizationInfo: z.object({ authorized: z.boolean() }) }).nullable(),
    escrowOptions: z
      .object({
        accountMessage: z.string(),
        beginningBalance: line,
        lowBalanceMessage: z.string(),
        depositAmountMessage: z.string(),
        surchargeMessage: z.string(),
        endingBalance: line,
      })
      .nullable(),
  }),
});
export type ImageStateView = z.infer<typeof imageStateViewSchema>;

export { formatDollars as dollars } from '../money';
export const imagesText = (images: number) => `${images} image${images === 1 ? '' : 's'}`;
