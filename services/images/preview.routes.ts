import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countyStaffRoles, type Role } from '@landrecords/contracts/codes';
import { imageMessages as m } from '@landrecords/contracts/images/messages';
import {
  getThumbnailsRequestSchema,
  thumbnailsPerView,
  thumbnailWidth,
  updateImagePreviewSettingsRequestSchema,
  type GetThumbnailsRequest,
  type ThumbnailSet,
  type UpdateImagePreviewSettingsRequest,
} from '@landrecords/contracts/images/preview';
import { changedSelection, pagesSelected, type Selected } from '@landrecords/contracts/images/selection';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { sql } from '@landrecords/projections/platform/database';
import { success } from '../platform/http/envelope';
import { callerRecordAccess } from '../search/index';
import { UserFacingError } from '../platform/http/errors';
import { signedIn } from '../platform/sessions/plugin';
import { ImageError } from './image-error';
import { imageKeyOf, localImageStore } from './image-store';
import { thumbnails } from './thumbnails';

type DocumentRow = { protected: boolean; title: string | null; page_count: number | null };

/** A caller without the right, an unknown key and a missing file answer alike: a protected document stays hidden. */
const notFound = () => new UserFacingError(m.noImage, 404);

const selectedOrRefused = (selected: Selected) => {
  if (!selected.ok) throw new UserFacingError(selected.message, 400);
  return selected.pagesSelected;
};

/** The Image permission (000 §6, 001 §6): what the caller may see of records, then staff always, others by the
 * account's document type with preview on. */
function mayPreview(request: FastifyRequest, imageKeyType: string, isProtected: boolean): boolean {
  const { viewProtected, docTypes } = callerRecordAccess(request);
  if (isProtected && !viewProtected) return false;
  if (countyStaffRoles.includes(request.session!.role as Role)) return true;
  return docTypes.some((docType) => docType.documentType === imageKeyType && docType.previewRetrieval);
}

/** The first view's page: within the document, and never past the start of the last five. */
const firstOfView = (page: number | null | undefined, pageCount: number) =>
  Math.max(1, Math.min(page ?? 1, pageCount - thumbnailsPerView + 1));

/** imaging/getThumbnails and imaging/updateImagePreviewSettings (000 §7): stateless, each call says it all. */
async function previewRoutes(app: FastifyInstance): Promise<void> {
  const { pool, config } = app.ctx;
  const store = localImageStore(resolve(config.DATA_DIR, 'images'));
  const cache = thumbnails(store, resolve(config.DATA_DIR, 'thumbnails'));

  /** The land document the key names, if the caller may preview it: its image key, title and pages on file. */
  async function previewed(request: FastifyRequest, key: SourcedDocKey) {
    // Protected first: when documents share a key, the image is treated as the most protected one's.
    const row = (await pool.maybeOne(sql.unsafe`
      SELECT protected, concat_ws(' ', nullif(result->>'instrumentDescription', ''), result->>'displayDocNumber') AS title,
        (result->>'pageCount')::int AS page_count
      FROM search_documents
      WHERE result->'sourcedDocKey'->>'docKeyNumber' = ${key.docKeyNumber} AND image_key_type = ${key.imageKeyType}
        AND result->'sourcedDocKey'->>'docKeyType' = ${key.docKeyType}
      ORDER BY protected DESC LIMIT 1`)) as DocumentRow | null;
    if (!row || (row.page_count ?? 0) < 1 || !mayPreview(request, key.imageKeyType, row.protected)) throw notFound();
    const imageKey = imageKeyOf(key);
    const pageCount = await store.pageCount(imageKey).catch(refusedAsNotFound);
    if (pageCount < 1) throw notFound();
    const title = row.title || key.docKeyNumber;
    return { imageKey, pageCount, title };
  }

  const refusedAsNotFound = (error: unknown): never => {
    if (error instanceof ImageError) throw notFound();
    throw error;
  };

  app.post<{ Body: GetThumbnailsRequest }>(
    '/imaging/getThumbnails',
    { schema: { body: getThumbnailsRequestSchema } },
    async (request) => {
      const { sourcedDocKey, pageSelectionMethod, selectedAsCsv, page } = request.body;
      const { imageKey, pageCount, title } = await previewed(request, sourcedDocKey);
      const selection = selectedOrRefused(
        pagesSelected(pageSelectionMethod ?? 'ENTIRE_DOCUMENT', selectedAsCsv ?? '', pageCount),
      );
      const first = firstOfView(page, pageCount);
      const pages = Array.from({ length: Math.min(thumbnailsPerView, pageCount) }, (_, index) => first + index);
      const images = await Promise.all(
        pages.map((number) =>
          cache.thumbnail(imageKey, number, { width: thumbnailWidth, mark: m.mark }).catch(refusedAsNotFound),
        ),
      );
      const answer: ThumbnailSet = {
        header: {
          sourcedDocKey,
          pageCount,
          uiTitle: title,
          uiTitleBeginningOfSentence: title.charAt(0).toUpperCase() + title.slice(1),
        },
        pagesSelected: selection,
        thumbnails: pages.map((number, index) => ({
          page: number,
          image: images[index]!.toString('base64'),
          selected: selection.selectedAsBoolean[number - 1]!,
        })),
      };
      return success(answer);
    },
  );

  app.post<{ Body: UpdateImagePreviewSettingsRequest }>(
    '/imaging/updateImagePreviewSettings',
    { schema: { body: updateImagePreviewSettingsRequestSchema } },
    async (request) => {
      const { imagePreviewSettingChange, imagePreviewSettings: settings, page } = request.body;
      const { pageCount } = await previewed(request, settings.sourcedDocKey);
      return success({
        pagesSelected: selectedOrRefused(changedSelection(imagePreviewSettingChange, settings, page, pageCount)),
      });
    },
  );
}

/** The document preview's calls, for signed-in callers. */
export async function imagePreviewRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([previewRoutes]));
}
