import type { UsageBalance } from '@landrecords/contracts/auth/current-user';
import type { DownloadOrderAnswer, DownloadOrderRequest, PayStatus } from '@landrecords/contracts/payments/download-order';
import { callForEnvelope, post } from '../../../lib/api/client';

/** imaging/computeDownloadOrder: the image state and the download charge dialog for the pages chosen (000 §3). */
export const computeDownloadOrder = (order: DownloadOrderRequest) =>
  post<DownloadOrderAnswer>('imaging/computeDownloadOrder', order);

/** imaging/recomputeDownloadOrder: the same order as the balances stand now. */
export const recomputeDownloadOrder = (imageStateGuid: string) =>
  post<DownloadOrderAnswer>('imaging/recomputeDownloadOrder', { imageStateGuid });

/** imaging/cancelImageState: the order is dropped (Back, Cancel). */
export const cancelImageState = (imageStateGuid: string) => post<null>('imaging/cancelImageState', { imageStateGuid });

export type PayAnswer = { status: PayStatus; usageBalanceResult: UsageBalance | null };

/** imaging/payDownloadOrder: PAID, or INSUFFICIENT_FUNDS (an ok envelope with the message). */
export async function payDownloadOrder(imageStateGuid: string): Promise<PayAnswer> {
  const envelope = await callForEnvelope<PayAnswer>('POST', 'imaging/payDownloadOrder', { imageStateGuid });
  return envelope.content as PayAnswer;
}

export type ImageAnswer = {
  preview: boolean;
  pdf: string | null;
  header: { uiSaveAsImageName: string; pageCount: number } | null;
};

/** imaging/getImage: the paid pages as a PDF in base64. */
export const getImage = (imageStateGuid: string) => post<ImageAnswer>('imaging/getImage', { imageStateGuid });
