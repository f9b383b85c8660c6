import { sql, type Queryable } from '@landrecords/projections/platform/database';

/**
 * The read model rows the replay check compares with the log, read as they are (no mapping that could hide a
 * difference). Read-only SQL on the ledger's, the users' and the configuration's tables: the auditor is the one
 * reader that must see their raw rows; each other reader goes through its capability's queries.
 */

export type TransactionRow = { eventId: string; chargeId: string | null; amountCents: number; userId: number };

export async function transactionRowsOf(db: Queryable, accountId: number): Promise<TransactionRow[]> {
  const rows = await db.any(sql.unsafe`
    SELECT event_id, charge_id, amount_cents, user_id FROM account_transactions WHERE account_id = ${accountId}`);
  return rows.map((row) => ({
    eventId: String(row.event_id),
    chargeId: row.charge_id === null ? null : String(row.charge_id),
    amountCents: Number(row.amount_cents),
    userId: Number(row.user_id),
  }));
}

/** The pages the account has bought, by document. */
export async function purchasedPagesOf(db: Queryable, accountId: number): Promise<Map<string, number[]>> {
  const rows = await db.any(sql.unsafe`
    SELECT document_key, array_agg(page ORDER BY page) AS pages FROM purchased_pages
    WHERE account_id = ${accountId} GROUP BY document_key`);
  return new Map(rows.map((row) => [String(row.document_key), (row.pages as number[]).map(Number)]));
}

export type AuthorizationRow = { authorizationId: string; userId: number; usedCents: number; open: boolean };

export async function authorizationRowsOf(db: Queryable, accountId: number): Promise<AuthorizationRow[]> {
  const rows = await db.any(sql.unsafe`
    SELECT authorization_id, user_id, used_cents, open FROM card_authorizations WHERE account_id = ${accountId}`);
  return rows.map((row) => ({
    authorizationId: String(row.authorization_id),
    userId: Number(row.user_id),
    usedCents: Number(row.used_cents),
    open: Boolean(row.open),
  }));
}

/** A users row as stored: every column the user's stream writes. */
export async function userRowOf(db: Queryable, userId: number): Promise<Record<string, unknown> | null> {
  return db.maybeOne(sql.unsafe`SELECT * FROM users WHERE id = ${userId}`);
}

/** A county_config row as stored: the section's values, version and who saved it. */
export async function configRowOf(db: Queryable, section: string): Promise<Record<string, unknown> | null> {
  return db.maybeOne(
    sql.unsafe`SELECT "values", version, saved_at, saved_by FROM county_config WHERE section = ${section}`,
  );
}

/**
 * Runs the check's reads in one REPEATABLE READ, READ ONLY transaction: the log and the read models are read at
 * one snapshot, so a purchase committing meanwhile is in both or in neither.
 */
export function atOneSnapshot<Result>(db: Queryable, read: (tx: Queryable) => Promise<Result>): Promise<Result> {
  return db.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    return read(tx);
  });
}
