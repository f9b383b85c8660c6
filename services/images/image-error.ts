export type ImageErrorReason = 'bad key' | 'no such image' | 'no such page' | 'cannot render';

/** A page that cannot be served, with a reason a route can answer by (400 for a bad key, 404 for the rest). */
export class ImageError extends Error {
  constructor(
    readonly reason: ImageErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}
