/** Page images of recorded documents: where they are kept, and the marked previews made of them. */
export { ImageError, type ImageErrorReason } from './image-error';
export { imageKeyOf, localImageStore, sharpOf, type ImageStore, type PageImage, type StoredFile } from './image-store';
export { thumbnails, type ThumbnailRequest, type Thumbnails } from './thumbnails';
export { downloadPdf } from './download-pdf';
export { imagePreviewRoutes } from './preview.routes';
export { countyImageStore, documentImage, noImage, type DocumentImage, type ImageRight } from './document-image';
export {
  addOnStateOf,
  cancelImageState,
  imageStateOf,
  newImageStateGuid,
  ownerOf,
  saveImageState,
  type AddOnState,
  type ImageState,
  type StateStore,
} from './image-state';
export { loadPdf, pdfPageImage } from './pdf-pages';
export { readDirectories } from './tiff-directory';
