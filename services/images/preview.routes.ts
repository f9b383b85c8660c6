import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageMessages as m } from '@landrecords/contracts/images/messages';
import {
  getThumbnailsRequestSchema,
  pageImageRequestSchema,
  pageViewWidth,
  thumbnailsPerView,
  thumbnailWidth,
  updateImagePreviewSettingsRequestSchema,
  type GetThumbnailsRequest,
  type PageImageAnswer,
  type PageImageRequest,
  type PagesSelected,
  type ThumbnailSet,
  type UpdateImagePreviewSettingsRequest,
} from '@landrecords/contracts/images/preview';
import { changedSelection, pagesSelected, selectedPages, type Selected } from '@landrecords/contracts/images/selection';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { signedIn } from '../platform/sessions/plugin';
import { countyImageStore, documentImage, refusedAsNoImage } from './document-image';
import { imageStateOf, saveImageState } from './image-state';
import { thumbnails } from './thumbnails';

const selectedOrRefused = (selected: Selected) => {
  if (!selected.ok) throw new UserFacingError(selected.message, 400);
  return selected.pagesSelected;
};

/** The first view's page: within the document, and never past the start of the last five. */
const firstOfView = (page: number | null | undefined, pageCount: number) =>
  Math.max(1, Math.min(page ?? 1, pageCount - thumbnailsPerView + 1));

/**
 * imaging/getThumbnails and imaging/updateImagePreviewSettings (000 §7), and imaging/getPageImage for the big
 * view (ours): each call says it all; an open download's image state follows the selection when named.
 */
async function previewRoutes(app: FastifyInstance): Promise<void> {
  const { pool, config } = app.ctx;
  const store = countyImageStore(config.DATA_DIR);
  const cache = thumbnails(store, resolve(config.DATA_DIR, 'thumbnails'));

  const previewed = (request: FastifyRequest, key: SourcedDocKey) =>
    documentImage(pool, store, request, key, 'previewRetrieval');

  /** The open download's pages follow the preview's; a download already paid for stays paid for its pages only. */
  async function followSelection(
    request: FastifyRequest,
    guid: string,
    key: SourcedDocKey,
    selected: PagesSelected,
  ): Promise<void> {
    const state = await imageStateOf(app.ctx, request, guid);
    if (JSON.stringify(state.sourcedDocKey) !== JSON.stringify(key)) throw new UserFacingError(m.noImage, 404);
    const pages = selectedPages(selected);
    const same = pages.length === state.pages.length && pages.every((page, index) => page === state.pages[index]);
    await saveImageState(app.ctx, {
      ...state,
      pageSelectionMethod: selected.pageSelectionMethod,
      selectedAsCsv: selected.selectedAsCsv,
      pages,
      paid: state.paid && same,
    });
  }

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
          cache.thumbnail(imageKey, number, { width: thumbnailWidth, mark: m.mark.text }).catch(refusedAsNoImage),
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

  app.post<{ Body: PageImageRequest }>(
    '/imaging/getPageImage',
    { schema: { body: pageImageRequestSchema } },
    async (request) => {
      const { sourcedDocKey, page } = request.body;
      const { imageKey, pageCount } = await previewed(request, sourcedDocKey);
      if (page < 1 || page > pageCount) throw new UserFacingError(m.noPage({ page }), 400);
      const image = await cache
        .thumbnail(imageKey, page, { width: pageViewWidth, mark: m.mark.text })
        .catch(refusedAsNoImage);
      const answer: PageImageAnswer = { page, image: image.toString('base64') };
      return success(answer);
    },
  );

  app.post<{ Body: UpdateImagePreviewSettingsRequest }>(
    '/imaging/updateImagePreviewSettings',
    { schema: { body: updateImagePreviewSettingsRequestSchema } },
    async (request) => {
      const { imagePreviewSettingChange, imagePreviewSettings: settings, page, imageStateGuid } = request.body;
      const { pageCount } = await previewed(request, settings.sourcedDocKey);
      const selected = selectedOrRefused(changedSelection(imagePreviewSettingChange, settings, page, pageCount));
      if (imageStateGuid) await followSelection(request, imageStateGuid, settings.sourcedDocKey, selected);
      return success({ pagesSelected: selected });
    },
  );
}

/** The document preview's calls, for signed-in callers. */
export async function imagePreviewRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([previewRoutes]));
}
