import { resolve } from 'node:path';
import { efileImageUploadedSchema, type EfileImageUploaded } from '@landrecords/contracts/efile/upload';
import type { Queryable } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { localImageStore, type ImageStore } from '../../images/index';

/** An uploaded e-file as efile/submission and the recorder's review find it by its imageId. */
export type UploadedEfileImage = EfileImageUploaded['data'] & {
  /** When it was uploaded (ISO time): a submission may refuse an upload left too long. */
  uploadedAt: string;
};

/** Each upload's own stream: one EfileImageUploaded, appended once. */
export const efileImageStreamId = (imageId: string) => `efileImage-${imageId}`;

/** Where e-filed documents' pages are kept: DATA_DIR/efile, uploads under pending/ until the recorder records them. */
export const efileImageStore = (dataDir: string): ImageStore => localImageStore(efileImageRoot(dataDir));
export const efileImageRoot = (dataDir: string) => resolve(dataDir, 'efile');
export const pendingImageKey = (imageId: string, format: 'pdf' | 'tiff') =>
  `pending/${imageId}.${format === 'pdf' ? 'pdf' : 'tif'}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The upload an imageId names, or null when there is none (an unknown or malformed id). Its pages are read from
 * `efileImageStore(DATA_DIR)` by its imageKey (`pageCount`, `readPage`, `source`).
 */
export async function uploadedEfileImage(db: Queryable, imageId: string): Promise<UploadedEfileImage | null> {
  if (!UUID.test(imageId)) return null;
  const { events } = await readStream(db, efileImageStreamId(imageId.toLowerCase()), { limit: 1 });
  const event = events[0];
  if (!event || event.type !== 'EfileImageUploaded') return null;
  return { ...efileImageUploadedSchema.shape.data.parse(event.data), uploadedAt: event.recordedAt };
}
