import type {
  grantorGranteeBookResult,
  landDocumentResult,
  taxLienResult,
  torrensCertificateResult,
  tractBookResult,
} from './results';
import { sql, type Queryable } from '../platform/database';
import type { CallerRecordAccess } from './image-access';
import { imageAllowed } from './image-access';

/** Each record kind with a detail call: its read model and the column of its id (001 §7). */
const detailTables = {
  document: { table: 'search_documents', key: 'doc_id' },
  torrensCertificate: { table: 'search_torrens_certificates', key: 'id' },
  taxLien: { table: 'search_tax_liens', key: 'doc_id' },
  tractBook: { table: 'search_tract_book_entries', key: 'doc_id' },
  grantorGranteeBook: { table: 'search_grantor_grantee_book', key: 'id' },
} as const;
export type DetailKind = keyof typeof detailTables;

type LandDocumentResult = ReturnType<typeof landDocumentResult>;
type ResultOf = {
  document: LandDocumentResult;
  torrensCertificate: ReturnType<typeof torrensCertificateResult>;
  taxLien: ReturnType<typeof taxLienResult>;
  tractBook: ReturnType<typeof tractBookResult>;
  grantorGranteeBook: ReturnType<typeof grantorGranteeBookResult>;
};

/** Protected records are left out for a caller who may not view them. */
export const visibleTo = (access: CallerRecordAccess) =>
  access.viewProtected ? sql.fragment`` : sql.fragment`AND NOT protected`;

/** A record's result as the results show it, or null when there is none the caller may see. */
export async function visibleResult<Kind extends DetailKind>(
  db: Queryable,
  kind: Kind,
  id: string,
  access: CallerRecordAccess,
): Promise<ResultOf[Kind] | null> {
  const { table, key } = detailTables[kind];
  const result = await db.maybeOneFirst(sql.unsafe`
    SELECT result FROM ${sql.identifier([table])} WHERE ${sql.identifier([key])} = ${id} ${visibleTo(access)}`);
  return (result as ResultOf[Kind] | null) ?? null;
}

/** A record's detail: its result and whether the caller may open its image. */
export async function recordDetails<Kind extends Exclude<DetailKind, 'document'>>(
  db: Queryable,
  kind: Kind,
  id: string,
  access: CallerRecordAccess,
) {
  const result = await visibleResult(db, kind, id, access);
  return result ? { ...result, imageAllowed: imageAllowed(access, result) } : null;
}
