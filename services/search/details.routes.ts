import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  certificateDetailRequestSchema,
  detailMessages,
  detailRequestSchema,
  documentIdRequestSchema,
  type DetailRequest,
  type DocumentIdRequest,
} from '@landrecords/contracts/search/details';
import { readRecordsIndex } from '@landrecords/projections/config/index';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { paymentMessages } from '@landrecords/contracts/payments/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { metadataOf } from '../platform/http/request-metadata';
import { callerRecordAccess } from './caller-access';
import { balanceAfter } from './search-answer';
import { chargeFor } from './search-charge';
import { searchCallerFrom } from './search-caller';
import {
  documentDetails,
  legalDescriptionDetails,
  recordDetails,
  type DetailKind,
} from '@landrecords/projections/search/index';

/** An unknown id and a record the caller may not see answer alike, so a protected record's existence stays hidden. */
const found = <Detail>(detail: Detail | null): Detail => {
  if (detail === null) throw new UserFacingError(detailMessages.notFound, 404);
  return detail;
};

/** The detail calls of the other result kinds (001 §2.18–§2.21): the record's result and imageAllowed. */
const recordDetailCalls: ReadonlyArray<
  [call: string, kind: Exclude<DetailKind, 'document'>, body: typeof detailRequestSchema]
> = [
  ['torrensCertificateDetails', 'torrensCertificate', certificateDetailRequestSchema],
  ['taxLienDetails', 'taxLien', detailRequestSchema],
  ['tractBookDetails', 'tractBook', detailRequestSchema],
  ['grantorGranteeBookDetails', 'grantorGranteeBook', detailRequestSchema],
];

/** search/documentDetails and the other detail calls of 001 §7, for any signed-in caller. */
export async function detailRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const accessOf = (request: FastifyRequest) => callerRecordAccess(request);

  /**
   * A found detail, charged at its rate (001 §4.2): when payment is needed it is not shown (id 0) and the flags
   * say which dialog opens.
   */
  async function charged<Detail>(
    request: FastifyRequest,
    rate: 'documentDetails' | 'taxLienDetails',
    docId: unknown,
    detail: Detail,
  ) {
    const caller = searchCallerFrom(callerOfRequest(request));
    if (!caller) return success(detail);
    const charge = await chargeFor(
      app.ctx,
      caller,
      caller.county,
      { kind: 'DETAIL', rate, key: `${rate}:${String(docId)}`, description: `Details of ${String(docId)}` },
      metadataOf(request),
    );
    const { outcome } = charge;
    // A charged detail brings the balance it left, as a search does, so the header shows it at once.
    if (outcome === 'CHARGED') return success({ ...detail, usageBalance: balanceAfter(caller, charge) });
    if (outcome === 'FREE') return success(detail);
    return success(
      { id: 0, paymentNeeded: outcome === 'PAYMENT_NEEDED', paymentNeededAgain: outcome === 'PAYMENT_NEEDED_AGAIN' },
      outcome === 'INSUFFICIENT' ? paymentMessages.insufficientFunds : null,
    );
  }

  app.post<{ Body: DetailRequest }>(
    '/search/documentDetails',
    { schema: { body: detailRequestSchema } },
    async (request) => {
      const [access, settings] = [await accessOf(request), await readRecordsIndex(pool)];
      const detail = found(await documentDetails(pool, request.body.docId, access, settings));
      return charged(request, 'documentDetails', request.body.docId, detail);
    },
  );

  for (const [call, kind, body] of recordDetailCalls) {
    app.post<{ Body: DetailRequest }>(`/search/${call}`, { schema: { body } }, async (request) => {
      const detail = found(await recordDetails(pool, kind, request.body.docId, await accessOf(request)));
      return call === 'taxLienDetails'
        ? charged(request, 'taxLienDetails', request.body.docId, detail)
        : success(detail);
    });
  }

  app.post<{ Body: DocumentIdRequest }>(
    '/search/legalDescriptionDetails',
    { schema: { body: documentIdRequestSchema } },
    async (request) => {
      const [access, settings] = [await accessOf(request), await readRecordsIndex(pool)];
      const details = found(await legalDescriptionDetails(pool, request.body.id, access, settings));
      return success({ legalDescriptionTypeDetails: details });
    },
  );
}
