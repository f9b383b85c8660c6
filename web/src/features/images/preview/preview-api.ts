import {
  getThumbnailsRequestSchema,
  pageImageAnswerSchema,
  pageImageRequestSchema,
  thumbnailSetSchema,
  updateImagePreviewSettingsAnswerSchema,
  updateImagePreviewSettingsRequestSchema,
  type GetThumbnailsRequest,
  type PageImageAnswer,
  type PagesSelected,
  type ThumbnailSet,
  type UpdateImagePreviewSettingsRequest,
} from '@landrecords/contracts/images/preview';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { post } from '../../../lib/api/client';

/** The preview's calls (000 §7): each request and answer read by its contracts/ schema. */

export async function getThumbnails(request: GetThumbnailsRequest, signal?: AbortSignal): Promise<ThumbnailSet> {
  const body = getThumbnailsRequestSchema.parse(request);
  return thumbnailSetSchema.parse(await post<unknown>('imaging/getThumbnails', body, { signal }));
}

export async function getPageImage(sourcedDocKey: SourcedDocKey, page: number): Promise<PageImageAnswer> {
  const body = pageImageRequestSchema.parse({ sourcedDocKey, page });
  return pageImageAnswerSchema.parse(await post<unknown>('imaging/getPageImage', body));
}

export async function updateImagePreviewSettings(request: UpdateImagePreviewSettingsRequest): Promise<PagesSelected> {
  const body = updateImagePreviewSettingsRequestSchema.parse(request);
  const answer = updateImagePreviewSettingsAnswerSchema.parse(
    await post<unknown>('imaging/updateImagePreviewSettings', body),
  );
  return answer.pagesSelected;
}

/** One view of five thumbnails, by the document and the view's first page (the images only: the selection is the dialog's). */
const keyOf = (sourcedDocKey: SourcedDocKey) =>
  [sourcedDocKey.docKeyType, sourcedDocKey.imageKeyType, sourcedDocKey.docKeyNumber] as const;

export const thumbnailsQuery = (sourcedDocKey: SourcedDocKey, page: number | null) => ({
  queryKey: ['imageThumbnails', ...keyOf(sourcedDocKey), page ?? 1] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    getThumbnails(page === null ? { sourcedDocKey } : { sourcedDocKey, page }, signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export const pageImageQuery = (sourcedDocKey: SourcedDocKey, page: number) => ({
  queryKey: ['imagePage', ...keyOf(sourcedDocKey), page] as const,
  queryFn: () => getPageImage(sourcedDocKey, page),
  staleTime: 5 * 60_000,
  retry: false,
});
