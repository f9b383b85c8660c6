import type { FastifyInstance } from 'fastify';
import {
  detailMessages,
  documentIdRequestSchema,
  type DocumentIdRequest,
  type ParcelIdLinks,
} from '@landrecords/contracts/search/details';
import { readSection } from '@landrecords/projections/config/index';
import { parcelIdLink, readRecordsIndex } from '@landrecords/projections/config/index';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { callerRecordAccess } from './caller-access';
import { visibleResult } from '@landrecords/projections/search/index';

/**
 * The two link systems (001 §4.12): the county's Search 2 switch for the button, and the records index's
 * template and dialog heading.
 */
const systems = {
  tax: { enabled: 'tax', template: 'taxLinkTemplate', header: 'taxLinkHeader', off: detailMessages.taxLinksOff },
  gis: { enabled: 'map', template: 'gisLinkTemplate', header: 'gisLinkHeader', off: detailMessages.gisLinksOff },
} as const;

/** tax/getLinks and gis/getLinks (001 §7): a document's parcel IDs, each with its link into the county's system. */
export async function linkRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  for (const [system, names] of Object.entries(systems)) {
    app.post<{ Body: DocumentIdRequest }>(
      `/${system}/getLinks`,
      { schema: { body: documentIdRequestSchema } },
      async (request) => {
        const [search2, settings] = [await readSection(pool, 'search2'), await readRecordsIndex(pool)];
        const template = settings[names.template];
        if (!search2[names.enabled] || template === '') throw new UserFacingError(names.off, 409);
        const access = callerRecordAccess(request);
        const document = await visibleResult(pool, 'document', request.body.id, access);
        if (!document) throw new UserFacingError(detailMessages.notFound, 404);
        if (document.parcelIds.length === 0) throw new UserFacingError(detailMessages.noParcelIds, 409);
        const links: ParcelIdLinks = {
          parcelIds: document.parcelIds,
          parcelIdLinks: document.parcelIds.map((parcelId) => parcelIdLink(template, parcelId)),
          header: settings[names.header],
        };
        return success(links);
      },
    );
  }
}
