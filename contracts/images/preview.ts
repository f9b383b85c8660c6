import { z } from 'zod';
import { sourcedDocKeySchema } from '../records/parts';

/** The preview's calls (000 §3 "Thumbnail set", §7 imaging/getThumbnails and imaging/updateImagePreviewSettings). */

export const thumbnailsPerView = 5;
/** Pixels across a thumbnail of the strip. */
export const thumbnailWidth = 200;
/** Pixels across the big view a thumbnail opens, with Keep Page and Ignore Page (000 §2). */
export const pageViewWidth = 1000;

/** ENTIRE_DOCUMENT is also what nothing selected means (000 §4). */
export const pageSelectionMethodSchema = z.enum(['ENTIRE_DOCUMENT', 'CSV_PAGES']);
export type PageSelectionMethod = z.infer<typeof pageSelectionMethodSchema>;

export const imagePreviewSettingChangeSchema = z.enum([
  'PAGE_SELECTION_METHOD_CHANGED',
  'PAGES_CHANGED',
  'KEEP_PAGE',
  'IGNORE_PAGE',
  'PAGE_TOGGLED',
]);
export type ImagePreviewSettingChange = z.infer<typeof imagePreviewSettingChangeSchema>;

const pagesText = z.string().max(2000);
const pageNumber = z.number().int();

/** The first load sends sourcedDocKey only; pageCount is the server's to say, so the one sent is ignored. */
export const getThumbnailsRequestSchema = z.object({
  sourcedDocKey: sourcedDocKeySchema,
  pageCount: z.number().int().nullish(),
  pageSelectionMethod: pageSelectionMethodSchema.nullish(),
  selectedAsCsv: pagesText.nullish(),
  /** The first page of the view; clamped so the last view shows the last five. */
  page: pageNumber.nullish(),
});
export type GetThumbnailsRequest = z.infer<typeof getThumbnailsRequestSchema>;

export const imagePreviewSettingsSchema = z.object({
  sourcedDocKey: sourcedDocKeySchema,
  pageCount: z.number().int().nullish(),
  pageSelectionMethod: pageSelectionMethodSchema,
  selectedAsCsv: pagesText.default(''),
});
export type ImagePreviewSettings = z.infer<typeof imagePreviewSettingsSchema>;

export const updateImagePreviewSettingsRequestSchema = z.object({
  imagePreviewSettingChange: imagePreviewSettingChangeSchema,
  imagePreviewSettings: imagePreviewSettingsSchema,
  /** The page kept, ignored or toggled. */
  page: pageNumber.nullish(),
  /** The download's image state, when one is open: its pages change with the preview's. */
  imageStateGuid: z.string().uuid('This download has expired or was cancelled.').nullish(),
});
export type UpdateImagePreviewSettingsRequest = z.infer<typeof updateImagePreviewSettingsRequestSchema>;

export const pagesSelectedSchema = z.object({
  pageSelectionMethod: pageSelectionMethodSchema,
  selectedAsCsv: z.string(),
  /** One per page, page 1 first. */
  selectedAsBoolean: z.array(z.boolean()),
});
export type PagesSelected = z.infer<typeof pagesSelectedSchema>;

export const thumbnailSetSchema = z.object({
  header: z.object({
    sourcedDocKey: sourcedDocKeySchema,
    pageCount: z.number().int(),
    uiTitle: z.string(),
    uiTitleBeginningOfSentence: z.string(),
  }),
  pagesSelected: pagesSelectedSchema,
  thumbnails: z
    .array(z.object({ page: z.number().int(), image: z.string().describe('base64 JPEG'), selected: z.boolean() }))
    .max(thumbnailsPerView),
});
export type ThumbnailSet = z.infer<typeof thumbnailSetSchema>;

export const updateImagePreviewSettingsAnswerSchema = z.object({ pagesSelected: pagesSelectedSchema });
export type UpdateImagePreviewSettingsAnswer = z.infer<typeof updateImagePreviewSettingsAnswerSchema>;

/** imaging/getPageImage (ours): one page, marked, wide enough to read, for the big view. */
export const pageImageRequestSchema = z.object({ sourcedDocKey: sourcedDocKeySchema, page: pageNumber });
export type PageImageRequest = z.infer<typeof pageImageRequestSchema>;
export const pageImageAnswerSchema = z.object({ page: z.number().int(), image: z.string().describe('base64 JPEG') });
export type PageImageAnswer = z.infer<typeof pageImageAnswerSchema>;
