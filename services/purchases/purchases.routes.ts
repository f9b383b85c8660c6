import type { FastifyInstance } from 'fastify';
import {
  purchaseDownloadRequestSchema,
  purchasesRequestSchema,
  type PurchaseDownloadRequest,
  type PurchasesAnswer,
  type PurchasesRequest,
} from '@landrecords/contracts/purchases/purchases';
import { purchaseMessages as m } from '@landrecords/contracts/purchases/messages';
import type { ChargeMethod } from '@landrecords/contracts/payments/ledger-events';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { purchasedPages } from '@landrecords/projections/payments/index';
import { purchaseById, purchasesOf } from '@landrecords/projections/purchases/index';
import { countyImageStore, documentImage, downloadPdf, noImage } from '../images/index';
import { success } from '../platform/http/envelope';
import { callerRecordAccess } from '../search/index';
import { UserFacingError } from '../platform/http/errors';
import { parseOrReject } from '../platform/http/validation';
import { signedIn } from '../platform/sessions/plugin';
import { mayHave, viewerOf } from './purchase-owner';

/** A download's file name: the document's title, letters, digits and dashes only (as imaging/getImage names it). */
const saveAsName = (title: string) =>
  `${title.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'document'}.pdf`;

/** purchases/list and purchases/download (ours): the library of what was bought, and its pages again at no charge. */
async function purchaseRoutes(app: FastifyInstance): Promise<void> {
  const { pool, config } = app.ctx;
  const store = countyImageStore(config.DATA_DIR);

  app.post<{ Body: PurchasesRequest }>('/purchases/list', async (request) => {
    // Who asks first: a guest learns nothing of the request's rules.
    const viewer = viewerOf(request);
    const body = parseOrReject(purchasesRequestSchema, request.body ?? {});
    const { timeZone } = callerOfRequest(request).county.common;
    const { viewProtected } = callerRecordAccess(request);
    const { total, rows } = await purchasesOf(pool, viewer.owner, { ...body, timeZone, viewProtected });
    const answer: PurchasesAnswer = {
      scope: viewer.scope,
      page: body.page,
      pageSize: body.pageSize,
      total,
      rows: rows.map((row) => ({ ...row, method: row.method as ChargeMethod })),
    };
    return success(answer);
  });

  app.post<{ Body: PurchaseDownloadRequest }>('/purchases/download', async (request, reply) => {
    const viewer = viewerOf(request);
    const { purchaseId } = parseOrReject(purchaseDownloadRequestSchema, request.body ?? {});
    const purchase = await purchaseById(pool, purchaseId);
    // Another's purchase answers as one that does not exist.
    if (!purchase || !mayHave(viewer, purchase)) throw new UserFacingError(m.noSuchPurchase, 404);
    // The right to the image is asked again: the account's document types or the record may have changed.
    const image = await documentImage(pool, store, request, purchase.sourcedDocKey, 'imageRetrieval');
    // The ledger is the record of what the account owns: every page must be in it, or nothing is delivered.
    const bought = await purchasedPages(pool, purchase.accountId, purchase.documentKey);
    if (!purchase.pages.every((page) => bought.has(page))) throw new UserFacingError(m.pagesNotBought, 409);
    const pdf = await downloadPdf(store, image.imageKey, purchase.pages).catch(() => {
      throw noImage();
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${saveAsName(image.title)}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
}

/** The purchased documents library's calls, for signed-in callers (a guest is refused in the envelope). */
export const purchasesRoutes = signedIn([purchaseRoutes]);
