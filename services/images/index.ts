/** Page images of recorded documents: where they are kept, and the marked previews made of them. */
export { ImageError, type ImageErrorReason } from './image-error';
export { imageKeyOf, localImageStore, sharpOf, type ImageStore, type PageImage } from './image-store';
export { thumbnails, type ThumbnailRequest, type Thumbnails } from './thumbnails';
export { imagePreviewRoutes } from './preview.routes';
