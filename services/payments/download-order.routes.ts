import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountyConfig } from '@landrecords/contracts/config/index';
import { pagesSelected, selectedPages } from '@landrecords/contracts/images/selection';
import {
  downloadOrderRequestSchema,
  imageStateRequestSchema,
  type DownloadOrderAnswer,
  type DownloadOrderRequest,
  type ImageStateRequest,
  type PayStatus,
} from '@landrecords/contracts/payments/download-order';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { purchasedPages } from '@landrecords/projections/payments/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { buyerOf, buyerOfLedger, runLedgerCommand } from '../accounts/index';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { signedIn } from '../platform/sessions/plugin';
import { buyerIdentity } from './buyer';
import { feeScheduleOf, purchaseOptions } from './fee-schedule';
import {
  cancelImageState,
  countyImageStore,
  documentImage,
  downloadPdf,
  imageStateOf,
  newImageStateGuid,
  noImage,
  ownerOf,
  saveImageState,
  type ImageState,
} from '../images/index';
import { priceOfPages, type Buyer } from './price';
import { usageBalanceOfLedger } from './usage-balance';

/** The pages the order's method and text select; a blank pages text selects nothing (000 §5). */
function pagesOf(order: DownloadOrderRequest, pageCount: number) {
  if (order.pageSelectionMethod === 'CSV_PAGES' && order.pagesSelected.trim() === '') {
    throw new UserFacingError(m.noPages, 400);
  }
  const selected = pagesSelected(order.pageSelectionMethod, order.pagesSelected, pageCount);
  if (!selected.ok) throw new UserFacingError(selected.message, 400);
  return { pagesSelected: selected.pagesSelected, pages: selectedPages(selected.pagesSelected) };
}

const orderDocument = (state: ImageState, chargeMethod: 'PAGE' | 'DOCUMENT') => ({
  documentKey: state.documentKey,
  documentType: state.documentType,
  instrumentCode: state.instrumentCode,
  chargeMethod,
});

/** How the account's document type charges for images (002 §3): by page unless it says by document. */
function chargeMethodFor(request: FastifyRequest, documentType: string): 'PAGE' | 'DOCUMENT' {
  const docTypes = callerOfRequest(request).user?.docTypes ?? [];
  return docTypes.find((docType) => docType.documentType === documentType)?.imageChargeMethod ?? 'PAGE';
}

/** The order's price for the buyer, the pages the account already bought left out. */
function priced(
  config: CountyConfig,
  buyer: Buyer,
  bought: ReadonlySet<number>,
  state: ImageState,
  request: FastifyRequest,
) {
  const document = orderDocument(state, chargeMethodFor(request, state.documentType));
  return priceOfPages(config, buyer, document, state.pages, bought);
}

/** The download charge dialog and the state's purchase options for an order as the balances stand now. */
async function answerOrder(db: Queryable, request: FastifyRequest, state: ImageState) {
  const config = callerOfRequest(request).county;
  const buyer = await buyerOf(db, buyerIdentity(request), { documentKey: state.documentKey });
  const price = priced(config, buyer, buyer.snapshot.purchased, state, request);
  const options = purchaseOptions(config, buyer, price);
  const chosen = new Set(state.pages);
  const answer: DownloadOrderAnswer = {
    feeSchedule: feeScheduleOf(state.title, price, buyer, options),
    imageState: { imageStateGuid: state.guid, purchaseOptions: options },
    pagesSelected: {
      pageSelectionMethod: state.pageSelectionMethod,
      selectedAsCsv: state.selectedAsCsv,
      selectedAsBoolean: Array.from({ length: state.pageCount }, (_, index) => chosen.has(index + 1)),
    },
  };
  return success(answer);
}

/** A download's file name: the document's title, letters, digits and dashes only. */
const saveAsName = (title: string) =>
  `${title.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'document'}.pdf`;

/** imaging/computeDownloadOrder, recomputeDownloadOrder, cancelImageState, payDownloadOrder, getImage (000 §7). */
async function downloadOrderRoutes(app: FastifyInstance): Promise<void> {
  const { pool, config } = app.ctx;
  const store = countyImageStore(config.DATA_DIR);

  app.post<{ Body: DownloadOrderRequest }>(
    '/imaging/computeDownloadOrder',
    { schema: { body: downloadOrderRequestSchema } },
    async (request) => {
      const identity = buyerIdentity(request);
      const image = await documentImage(pool, store, request, request.body.sourcedDocKey, 'imageRetrieval');
      const { pagesSelected: selected, pages } = pagesOf(request.body, image.pageCount);
      const state: ImageState = {
        kind: 'DOCUMENT',
        guid: newImageStateGuid(),
        owner: ownerOf(request),
        userId: identity.userId,
        accountId: identity.accountId,
        sourcedDocKey: image.sourcedDocKey,
        imageKey: image.imageKey,
        documentKey: image.documentKey,
        documentType: image.documentType,
        instrumentCode: image.instrumentCode,
        title: image.title,
        pageCount: image.pageCount,
        pageSelectionMethod: selected.pageSelectionMethod,
        selectedAsCsv: selected.selectedAsCsv,
        pages,
        paid: false,
      };
      await saveImageState(app.ctx, state);
      return answerOrder(pool, request, state);
    },
  );

  app.post<{ Body: ImageStateRequest }>(
    '/imaging/recomputeDownloadOrder',
    { schema: { body: imageStateRequestSchema } },
    async (request) => answerOrder(pool, request, await imageStateOf(app.ctx, request, request.body.imageStateGuid)),
  );

  app.post<{ Body: ImageStateRequest }>(
    '/imaging/cancelImageState',
    { schema: { body: imageStateRequestSchema } },
    async (request) => {
      await cancelImageState(app.ctx, request, request.body.imageStateGuid);
      return success(null);
    },
  );

  app.post<{ Body: ImageStateRequest }>(
    '/imaging/payDownloadOrder',
    { schema: { body: imageStateRequestSchema } },
    async (request) => {
      const state = await imageStateOf(app.ctx, request, request.body.imageStateGuid);
      const identity = buyerIdentity(request);
      const county = callerOfRequest(request).county;
      // The charge's id is the order's guid and its pages: paying the same again finds it, a selection changed
      // after paying is a new purchase of the pages not bought yet.
      const chargeId = `${state.guid}:${state.pages.join(',')}`;
      const { result, after } = await runLedgerCommand(
        pool,
        identity.accountId,
        metadataOf(request),
        (ledger) => {
          const buyer = buyerOfLedger(ledger, identity);
          const bought = ledger.purchased.get(state.documentKey) ?? new Set<number>();
          const { method, newPages, amountCents, images } = priced(county, buyer, bought, state, request);
          return {
            type: 'BuyPages' as const,
            userId: identity.userId,
            role: identity.role,
            chargeId,
            documentKey: state.documentKey,
            title: state.title,
            price: { method, newPages, amountCents, images },
          };
        },
        { userId: identity.userId, ids: [chargeId], documentKey: state.documentKey },
      );
      const status: PayStatus = result === 'INSUFFICIENT_FUNDS' ? 'INSUFFICIENT_FUNDS' : 'PAID';
      if (status === 'PAID' && !state.paid) await saveImageState(app.ctx, { ...state, paid: true });
      const usageBalanceResult = usageBalanceOfLedger(identity.role, after);
      return success({ status, usageBalanceResult }, status === 'PAID' ? null : m.insufficientFunds);
    },
  );

  app.post<{ Body: ImageStateRequest }>(
    '/imaging/getImage',
    { schema: { body: imageStateRequestSchema } },
    async (request) => {
      const state = await imageStateOf(app.ctx, request, request.body.imageStateGuid);
      // The right is asked again: the account's document types may have changed since the order.
      const image = await documentImage(pool, store, request, state.sourcedDocKey, 'imageRetrieval');
      const bought = await purchasedPages(pool, state.accountId, state.documentKey);
      if (!state.paid || !state.pages.every((page) => bought.has(page))) {
        return success({ preview: true, pdf: null, header: null }, m.noContent);
      }
      const pdf = await downloadPdf(store, image.imageKey, state.pages).catch(() => {
        throw noImage();
      });
      return success({
        preview: false,
        pdf: Buffer.from(pdf).toString('base64'),
        header: { uiSaveAsImageName: saveAsName(state.title), pageCount: state.pages.length },
      });
    },
  );
}

/** The download's calls, for signed-in callers. */
export async function downloadOrder(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([downloadOrderRoutes]));
}
