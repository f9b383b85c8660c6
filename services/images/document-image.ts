import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { imageMessages as m } from '@landrecords/contracts/images/messages';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import type { Queryable } from '@landrecords/projections/platform/database';
import { documentOfImageKey, imageAllowed, type ImageRight } from '@landrecords/projections/search/index';
import { UserFacingError } from '../platform/http/errors';
import { callerRecordAccess } from '../search/index';
import { ImageError } from './image-error';
import { imageKeyOf, localImageStore, type ImageStore } from './image-store';

/** A land document's image as the preview and the purchase see it. */
export type DocumentImage = {
  sourcedDocKey: SourcedDocKey;
  imageKey: string;
  /** The document across image and doc key types: what an account's bought pages are filed under. */
  documentKey: string;
  pageCount: number;
  title: string;
  /** The account document type (the image key type) and the instrument, for the rates. */
  documentType: string;
  instrumentCode: string;
};

export type { ImageRight };

/** A caller without the right, an unknown key and a missing file answer alike: a protected document stays hidden. */
export const noImage = () => new UserFacingError(m.noImage, 404);

export const refusedAsNoImage = (error: unknown): never => {
  if (error instanceof ImageError) throw noImage();
  throw error;
};

/** The land document the key names, if the caller has the right to its image: its key, title and pages on file. */
export async function documentImage(
  db: Queryable,
  store: ImageStore,
  request: FastifyRequest,
  key: SourcedDocKey,
  right: ImageRight,
): Promise<DocumentImage> {
  const document = await documentOfImageKey(db, key);
  const record = { pageCount: document?.pageCount, sourcedDocKey: key, protected: document?.protected };
  if (!document || !imageAllowed(callerRecordAccess(request), record, right)) throw noImage();
  const imageKey = imageKeyOf(key);
  const pageCount = await store.pageCount(imageKey).catch(refusedAsNoImage);
  if (pageCount < 1) throw noImage();
  return {
    sourcedDocKey: key,
    imageKey,
    documentKey: `${key.docKeyType}/${key.imageKeyType}/${key.docKeyNumber}`,
    pageCount,
    title: document.title || key.docKeyNumber,
    documentType: key.imageKeyType,
    instrumentCode: document.instrumentCode,
  };
}

/** The county's page images: DATA_DIR/images on this server's disk. */
export const countyImageStore = (dataDir: string) => localImageStore(resolve(dataDir, 'images'));
