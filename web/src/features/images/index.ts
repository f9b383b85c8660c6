/**
 * Page images (issue 22): the document preview, opened with `useImagePreview().open(sourcedDocKey)` and drawn by
 * its `dialogs`; the dialogs' code loads on the first open, never with the screen.
 */
export { useImagePreview, type ImagePreview } from './preview/use-image-preview';
