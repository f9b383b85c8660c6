import type { PurchasesAnswer, PurchasesRequest } from '@landrecords/contracts/purchases/purchases';
import { callForFile, post } from '../../lib/api/client';

/** A page of the caller's purchased documents (the account's, for its administrator). */
export const listPurchases = (request: PurchasesRequest, signal?: AbortSignal) =>
  post<PurchasesAnswer>('purchases/list', request, { signal });

/** The pages a purchase bought, as one PDF, charged nothing. */
export const downloadPurchase = (purchaseId: string) => callForFile('purchases/download', { purchaseId });
