import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { sql, type Queryable } from '../platform/database';

/** Whose purchases: an account's (its administrator), or one user's of it. */
export type PurchaseOwner = { accountId: number; userId?: number };

export type PurchaseListRow = {
  purchaseId: string;
  purchasedAt: string;
  username: string;
  title: string;
  documentNumber: string;
  sourcedDocKey: SourcedDocKey;
  pages: number[];
  amountCents: number;
  method: string;
  images: number;
};

/** A purchase as the download reads it. */
export type PurchaseRecord = {
  purchaseId: string;
  accountId: number;
  userId: number;
  documentKey: string;
  sourcedDocKey: SourcedDocKey;
  pages: number[];
};

const keyOf = (row: Record<string, unknown>): SourcedDocKey => ({
  docKeyType: String(row.doc_key_type),
  docKeyNumber: String(row.doc_key_number),
  imageKeyType: String(row.image_key_type),
});

/** `%`, `_` and `\` typed into the search box match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * A page of an owner's purchases, newest first, with the document's number and title as the search read model
 * has them (the document key's number when the record has left the index), the time on the county's clock.
 * `documentNumber` keeps those whose number holds it, in any case. A judicially protected document's purchases
 * are listed only to a caller who may see protected records (an administrator may lack the right its user had).
 */
export async function purchasesOf(
  db: Queryable,
  owner: PurchaseOwner,
  query: { page: number; pageSize: number; documentNumber: string; timeZone: string; viewProtected: boolean },
): Promise<{ total: number; rows: PurchaseListRow[] }> {
  const term = query.documentNumber.trim();
  const filter = term
    ? sql.fragment`AND coalesce(d.doc_number, p.doc_key_number) ILIKE ${`%${likeEscaped(term)}%`}`
    : sql.fragment``;
  const protection = query.viewProtected ? sql.fragment`` : sql.fragment`AND NOT coalesce(d.protected, false)`;
  const ownerFilter =
    owner.userId === undefined
      ? sql.fragment`p.account_id = ${owner.accountId}`
      : sql.fragment`p.account_id = ${owner.accountId} AND p.user_id = ${owner.userId}`;
  const rows = await db.any(sql.unsafe`
    SELECT p.purchase_id, p.doc_key_type, p.doc_key_number, p.image_key_type, p.pages, p.amount_cents, p.method,
      p.images, coalesce(u.username, '') AS username, coalesce(d.doc_number, p.doc_key_number) AS document_number,
      coalesce(nullif(d.title, ''), p.doc_key_number) AS title,
      to_char(p.recorded_at AT TIME ZONE ${query.timeZone}, 'MM/DD/YYYY HH12:MI AM') AS purchased_at,
      count(*) OVER () AS total
    FROM purchased_documents p
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (
      SELECT s.protected, s.result->>'displayDocNumber' AS doc_number,
        concat_ws(' ', nullif(s.result->>'instrumentDescription', ''), s.result->>'displayDocNumber') AS title
      FROM search_documents s
      WHERE s.result->'sourcedDocKey'->>'docKeyNumber' = p.doc_key_number AND s.image_key_type = p.image_key_type
        AND s.result->'sourcedDocKey'->>'docKeyType' = p.doc_key_type
      ORDER BY s.protected DESC LIMIT 1
    ) d ON true
    WHERE ${ownerFilter} ${filter} ${protection}
    ORDER BY p.recorded_at DESC, p.purchase_id
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const total = rows.length > 0 ? Number(rows[0]!.total) : query.page > 1 ? await countOf(db, owner, query) : 0;
  return {
    total,
    rows: rows.map((row) => ({
      purchaseId: String(row.purchase_id),
      purchasedAt: String(row.purchased_at),
      username: String(row.username),
      title: String(row.title),
      documentNumber: String(row.document_number),
      sourcedDocKey: keyOf(row),
      pages: (row.pages as number[]).map(Number),
      amountCents: Number(row.amount_cents),
      method: String(row.method),
      images: Number(row.images),
    })),
  };
}

/** The count alone, for a page past the last. */
async function countOf(db: Queryable, owner: PurchaseOwner, query: Parameters<typeof purchasesOf>[2]) {
  const first = await purchasesOf(db, owner, { ...query, page: 1, pageSize: 1 });
  return first.total;
}

/** One purchase by its id, whoever made it: the caller's route decides whether it may have it. */
export async function purchaseById(db: Queryable, purchaseId: string): Promise<PurchaseRecord | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT purchase_id, account_id, user_id, document_key, doc_key_type, doc_key_number, image_key_type, pages
    FROM purchased_documents WHERE purchase_id = ${purchaseId}::uuid`);
  if (!row) return null;
  return {
    purchaseId: String(row.purchase_id),
    accountId: Number(row.account_id),
    userId: Number(row.user_id),
    documentKey: String(row.document_key),
    sourcedDocKey: keyOf(row),
    pages: (row.pages as number[]).map(Number),
  };
}
