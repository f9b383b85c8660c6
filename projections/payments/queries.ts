import { accountStateOfRow, type ExistingAccount } from '../accounts/index';
import { sql, type Queryable } from '../platform/database';

/** What a money decision reads of an account: its state (settings and balances) at its stream's version. */
export type LedgerState = ExistingAccount & { version: number };

const stateOfRow = (row: Record<string, unknown>): LedgerState => ({
  ...accountStateOfRow(row),
  version: Number(row.version),
});

export async function ledgerStateOf(db: Queryable, accountId: number): Promise<LedgerState | null> {
  const row = await db.maybeOne(sql.unsafe`SELECT a.* FROM accounts a WHERE a.id = ${accountId}`);
  return row ? stateOfRow(row) : null;
}

/** What a money decision may need besides the balances, read with them in one statement. */
export type LedgerReads = { userId?: number; ids?: readonly string[]; documentKey?: string };

export type LedgerSnapshot = LedgerState & {
  /** The user's open card preauthorization. */
  authorization: OpenAuthorization | null;
  /** Which of the ids asked for (charges, deposits, add-ons, preauthorizations) the account has recorded. */
  recorded: Set<string>;
  /** The pages of the document the account has bought. */
  purchased: Set<number>;
};

/**
 * The account's state and what the decision asks for, in one statement: under the stream's lock every round
 * trip is time every other buyer of the account waits.
 */
export async function ledgerSnapshotOf(
  db: Queryable,
  accountId: number,
  reads: LedgerReads = {},
): Promise<LedgerSnapshot | null> {
  const ids = sql.array([...(reads.ids ?? [])], 'text');
  const row = await db.maybeOne(sql.unsafe`
    SELECT a.*,
      (SELECT json_build_object('authorizationId', c.authorization_id, 'provider', c.provider,
          'transactionId', c.transaction_id, 'amountCents', c.amount_cents, 'usedCents', c.used_cents)
        FROM card_authorizations c WHERE c.user_id = ${reads.userId ?? null}::bigint AND c.open) AS authorization,
      ARRAY(SELECT t.charge_id FROM account_transactions t WHERE t.charge_id = ANY(${ids})
        UNION ALL SELECT c.authorization_id FROM card_authorizations c WHERE c.authorization_id = ANY(${ids}))
        AS recorded,
      ARRAY(SELECT p.page FROM purchased_pages p
        WHERE p.account_id = a.id AND p.document_key = ${reads.documentKey ?? null}::text) AS purchased
    FROM accounts a WHERE a.id = ${accountId}`);
  if (!row) return null;
  const authorization = row.authorization as OpenAuthorization | null;
  return {
    ...stateOfRow(row),
    authorization: authorization && {
      ...authorization,
      amountCents: Number(authorization.amountCents),
      usedCents: Number(authorization.usedCents),
    },
    recorded: new Set((row.recorded as string[]).map(String)),
    purchased: new Set((row.purchased as number[]).map(Number)),
  };
}

/** The pages of a document the account has bought. */
export async function purchasedPages(db: Queryable, accountId: number, documentKey: string): Promise<Set<number>> {
  const pages = await db.anyFirst(sql.unsafe`
    SELECT page FROM purchased_pages WHERE account_id = ${accountId} AND document_key = ${documentKey}`);
  return new Set(pages.map(Number));
}

export type OpenAuthorization = {
  authorizationId: string;
  provider: string;
  transactionId: string;
  amountCents: number;
  usedCents: number;
};

/** The user's open card preauthorization, if any. */
export async function openAuthorization(db: Queryable, userId: number): Promise<OpenAuthorization | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT authorization_id, provider, transaction_id, amount_cents, used_cents
    FROM card_authorizations WHERE user_id = ${userId} AND open`);
  if (!row) return null;
  return {
    authorizationId: String(row.authorization_id),
    provider: String(row.provider),
    transactionId: String(row.transaction_id),
    amountCents: Number(row.amount_cents),
    usedCents: Number(row.used_cents),
  };
}

export type AccountTransaction = {
  recordedAt: string;
  username: string;
  kind: string;
  method: string;
  description: string;
  amountCents: number;
  surchargeCents: number;
  images: number;
};

/**
 * The account's (or one user's) transactions (the time on the county's clock, MM/DD/YYYY hh:mm AM) recorded on the county's calendar days `from` to `to` (MM/DD/YYYY,
 * both included), oldest first.
 */
export async function accountTransactions(
  db: Queryable,
  owner: { accountId: number; userId?: number },
  period: { from: string; to: string; timeZone: string },
): Promise<AccountTransaction[]> {
  const rows = await db.any(sql.unsafe`
    SELECT to_char(t.recorded_at AT TIME ZONE ${period.timeZone}, 'MM/DD/YYYY HH12:MI AM') AS recorded_at, coalesce(u.username, '') AS username, t.kind, t.method, t.description, t.amount_cents,
      t.surcharge_cents, t.images
    FROM account_transactions t LEFT JOIN users u ON u.id = t.user_id
    WHERE t.account_id = ${owner.accountId}
      AND (${owner.userId ?? null}::bigint IS NULL OR t.user_id = ${owner.userId ?? null}::bigint)
      AND t.recorded_at >= (to_date(${period.from}, 'MM/DD/YYYY')::timestamp AT TIME ZONE ${period.timeZone})
      AND t.recorded_at < ((to_date(${period.to}, 'MM/DD/YYYY') + 1)::timestamp AT TIME ZONE ${period.timeZone})
    ORDER BY t.recorded_at, t.event_id`);
  return rows.map((row) => ({
    recordedAt: String(row.recorded_at),
    username: String(row.username),
    kind: String(row.kind),
    method: String(row.method),
    description: String(row.description),
    amountCents: Number(row.amount_cents),
    surchargeCents: Number(row.surcharge_cents),
    images: Number(row.images),
  }));
}
