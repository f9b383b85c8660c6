import type { UsageBalance } from '@landrecords/contracts/auth/current-user';
import type { DownloadOrderAnswer, PayStatus } from '@landrecords/contracts/payments/download-order';
import { callForEnvelope, post } from '../../../lib/api/client';
import type { PurchaseRequest } from './types';

/** imaging/computeDownloadOrder: a new image state and the download charge dialog for the pages chosen (000 §3). */
export const computeDownloadOrder = ({ sourcedDocKey, settings, pageCount }: PurchaseRequest) =>
  post<DownloadOrderAnswer>('imaging/computeDownloadOrder', {
    sourcedDocKey,
    pageSelectionMethod: settings.pageSelectionMethod,
    pagesSelected: settings.selectedAsCsv,
    pageCount,
  });

/** imaging/recomputeDownloadOrder: the same order as the balances stand now. */
export const recomputeDownloadOrder = (imageStateGuid: string) =>
  post<DownloadOrderAnswer>('imaging/recomputeDownloadOrder', { imageStateGuid });

/** imaging/cancelImageState: the order is dropped (Back, Cancel); one already gone is no failure. */
export const cancelImageState = (imageStateGuid: string) =>
  post<null>('imaging/cancelImageState', { imageStateGuid }).then(
    () => undefined,
    () => undefined,
  );

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

/** creditcard/authorize: the provider's token for a preauthorization of the county's card maxAmount. */
export const cardToken = () => post<{ token: string; amount: string }>('creditcard/authorize');

/** creditcard/authorizationResponse: the server asks the provider and records the preauthorization. */
export async function authorizeCard(response: string): Promise<{ okay: boolean; message: string | null }> {
  const envelope = await callForEnvelope<{ authorizationOkay: boolean }>('POST', 'creditcard/authorizationResponse', {
    response,
  });
  return { okay: envelope.content?.authorizationOkay === true, message: envelope.message ?? null };
}
