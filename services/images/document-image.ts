import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { imageMessages as m } from '@landrecords/contracts/images/messages';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { imageAllowed, type ImageRight } from '@landrecords/projections/search/index';
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

type DocumentRow = {
  protected: boolean;
  title: string | null;
  page_count: number | null;
  instrument_code: string | null;
};

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
  // Protected first: when documents share a key, the image is treated as the most protected one's.
  const row = (await db.maybeOne(sql.unsafe`
    SELECT protected, concat_ws(' ', nullif(result->>'instrumentDescription', ''), result->>'displayDocNumber') AS title,
      (result->>'pageCount')::int AS page_count, result->>'instrumentCode' AS instrument_code
    FROM search_documents
    WHERE result->'sourcedDocKey'->>'docKeyNumber' = ${key.docKeyNumber} AND image_key_type = ${key.imageKeyType}
      AND result->'sourcedDocKey'->>'docKeyType' = ${key.docKeyType}
    ORDER BY protected DESC LIMIT 1`)) as DocumentRow | null;
  const record = { pageCount: row?.page_count, sourcedDocKey: key, protected: row?.protected };
  if (!row || !imageAllowed(callerRecordAccess(request), record, right)) throw noImage();
  const imageKey = imageKeyOf(key);
  const pageCount = await store.pageCount(imageKey).catch(refusedAsNoImage);
  if (pageCount < 1) throw noImage();
  return {
    sourcedDocKey: key,
    imageKey,
    documentKey: `${key.docKeyType}/${key.imageKeyType}/${key.docKeyNumber}`,
    pageCount,
    title: row.title || key.docKeyNumber,
    documentType: key.imageKeyType,
    instrumentCode: row.instrument_code ?? '',
  };
}

/** The county's page images: DATA_DIR/images on this server's disk. */
export const countyImageStore = (dataDir: string) => localImageStore(resolve(dataDir, 'images'));
