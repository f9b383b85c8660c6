import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { sql, type Queryable } from '../platform/database';

/** A land document as the preview and the download see it, found by the key its images are filed under. */
export type ImageDocument = {
  protected: boolean;
  /** The instrument and the document number, as the download names its file. */
  title: string;
  pageCount: number;
  instrumentCode: string;
};

/**
 * The land document whose images the key names. When documents share a key, the most protected one answers:
 * the image is treated as its.
 */
export async function documentOfImageKey(db: Queryable, key: SourcedDocKey): Promise<ImageDocument | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT protected, concat_ws(' ', nullif(result->>'instrumentDescription', ''), result->>'displayDocNumber') AS title,
      (result->>'pageCount')::int AS page_count, result->>'instrumentCode' AS instrument_code
    FROM search_documents
    WHERE result->'sourcedDocKey'->>'docKeyNumber' = ${key.docKeyNumber} AND image_key_type = ${key.imageKeyType}
      AND result->'sourcedDocKey'->>'docKeyType' = ${key.docKeyType}
    ORDER BY protected DESC LIMIT 1`);
  if (!row) return null;
  return {
    protected: Boolean(row.protected),
    title: String(row.title ?? ''),
    pageCount: Number(row.page_count ?? 0),
    instrumentCode: String(row.instrument_code ?? ''),
  };
}
