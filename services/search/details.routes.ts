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
import { callerRecordAccess } from './caller-access';
import { recordDetails, type DetailKind } from './details.queries';
import { documentDetails } from './document-details.queries';
import { legalDescriptionDetails } from './legal-details.queries';

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

  app.post<{ Body: DetailRequest }>(
    '/search/documentDetails',
    { schema: { body: detailRequestSchema } },
    async (request) => {
      const [access, settings] = [await accessOf(request), await readRecordsIndex(pool)];
      return success(found(await documentDetails(pool, request.body.docId, access, settings)));
    },
  );

  for (const [call, kind, body] of recordDetailCalls) {
    app.post<{ Body: DetailRequest }>(`/search/${call}`, { schema: { body } }, async (request) =>
      success(found(await recordDetails(pool, kind, request.body.docId, await accessOf(request)))),
    );
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
