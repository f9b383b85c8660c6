import type { LandLinkPosting, PostingStatus } from '@landrecords/contracts/landlink/posting';
import { sql, type Queryable } from '../platform/database';

/** A posting from the outbox with where its sending stands. */
export type OutboxPosting = LandLinkPosting & {
  accountId: number;
  chargeEventId: string;
  status: PostingStatus;
  attempts: number;
  lastError: string | null;
};

const statusSql = sql.fragment`CASE WHEN d.status IN ('sent', 'dead') THEN d.status ELSE 'waiting' END`;

const postingOfRow = (row: Record<string, unknown>): OutboxPosting => ({
  key: String(row.key),
  accountId: Number(row.account_id),
  chargeEventId: String(row.charge_event_id),
  landLinkAccount: String(row.landlink_account),
  feeCode: String(row.fee_code),
  chargeCode: String(row.charge_code),
  amountCents: Number(row.amount_cents),
  description: String(row.description),
  chargedAt: new Date(row.charged_at as number).toISOString(),
  countyDate: String(row.county_date),
  status: row.status as PostingStatus,
  attempts: Number(row.attempts ?? 0),
  lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
});

const selectPostings = sql.fragment`
  SELECT p.key, p.account_id, p.charge_event_id, p.landlink_account, p.fee_code, p.charge_code, p.amount_cents,
    p.description, p.charged_at, to_char(p.county_date, 'YYYY-MM-DD') AS county_date, ${statusSql} AS status,
    d.attempts, d.last_error
  FROM landlink_postings p LEFT JOIN landlink_deliveries d ON d.key = p.key`;

export async function outboxPosting(db: Queryable, key: string): Promise<OutboxPosting | null> {
  const row = await db.maybeOne(sql.unsafe`${selectPostings} WHERE p.key = ${key}`);
  return row ? postingOfRow(row) : null;
}

/** The postings of one status, oldest charge first (the dead-letter list: 'dead'). */
export async function outboxPostings(db: Queryable, status: PostingStatus, limit = 100): Promise<OutboxPosting[]> {
  const rows = await db.any(sql.unsafe`
    ${selectPostings} WHERE ${statusSql} = ${status} ORDER BY p.charged_at, p.key LIMIT ${limit}`);
  return rows.map(postingOfRow);
}

/**
 * Keys to hand to the queue, oldest charge first: never handed over, or handed over so long ago that the job may
 * be lost (Redis emptied): enqueuing again is harmless, the job id is the key.
 */
export async function postingsToEnqueue(db: Queryable, limit: number, staleAfterSeconds: number): Promise<string[]> {
  const rows = await db.anyFirst(sql.unsafe`
    SELECT p.key FROM landlink_postings p LEFT JOIN landlink_deliveries d ON d.key = p.key
    WHERE d.key IS NULL OR (d.status = 'enqueued' AND d.enqueued_at < now() - make_interval(secs => ${staleAfterSeconds}))
    ORDER BY p.charged_at, p.key LIMIT ${limit}`);
  return rows.map(String);
}

export async function markEnqueued(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(sql.unsafe`
    INSERT INTO landlink_deliveries AS d (key, status)
    SELECT unnest(${sql.array([...keys], 'text')}), 'enqueued'
    ON CONFLICT (key) DO UPDATE SET enqueued_at = now(), updated_at = now() WHERE d.status = 'enqueued'`);
}

/** Records it sent; false when it already was (the caller then records nothing more). */
export async function markSent(db: Queryable, key: string, attempts: number, duplicate: boolean): Promise<boolean> {
  const row = await db.maybeOne(sql.unsafe`
    INSERT INTO landlink_deliveries AS d (key, status, attempts, sent_at, duplicate)
    VALUES (${key}, 'sent', ${attempts}, now(), ${duplicate})
    ON CONFLICT (key) DO UPDATE SET status = 'sent', attempts = EXCLUDED.attempts, sent_at = now(),
      duplicate = EXCLUDED.duplicate, last_error = NULL, updated_at = now()
    WHERE d.status <> 'sent'
    RETURNING key`);
  return row !== null;
}

/** A failed attempt: still waiting (dead: false) or dead after its last one or a refusal. */
export async function markFailed(db: Queryable, key: string, attempts: number, error: string, dead: boolean) {
  await db.query(sql.unsafe`
    INSERT INTO landlink_deliveries AS d (key, status, attempts, last_error)
    VALUES (${key}, ${dead ? 'dead' : 'enqueued'}, ${attempts}, ${error.slice(0, 1000)})
    ON CONFLICT (key) DO UPDATE SET status = EXCLUDED.status, attempts = EXCLUDED.attempts,
      last_error = EXCLUDED.last_error, updated_at = now()
    WHERE d.status <> 'sent'`);
}

/** A dead posting handed back to the queue (staff retried it): waiting again. */
export async function markRetried(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query(sql.unsafe`
    UPDATE landlink_deliveries SET status = 'enqueued', enqueued_at = now(), updated_at = now()
    WHERE status = 'dead' AND key = ANY(${sql.array([...keys], 'text')})`);
}

export type OutboxCounts = { waiting: number; sent: number; dead: number; oldestWaitingAt: string | null };

export async function outboxCounts(db: Queryable): Promise<OutboxCounts> {
  const row = await db.one(sql.unsafe`
    SELECT count(*) FILTER (WHERE d.status IS NULL OR d.status = 'enqueued') AS waiting,
      count(*) FILTER (WHERE d.status = 'sent') AS sent,
      count(*) FILTER (WHERE d.status = 'dead') AS dead,
      min(p.charged_at) FILTER (WHERE d.status IS NULL OR d.status = 'enqueued') AS oldest
    FROM landlink_postings p LEFT JOIN landlink_deliveries d ON d.key = p.key`);
  return {
    waiting: Number(row.waiting),
    sent: Number(row.sent),
    dead: Number(row.dead),
    oldestWaitingAt: row.oldest === null ? null : new Date(row.oldest as number).toISOString(),
  };
}

/** Sent postings whose history event is not in the log yet, locked for the caller's transaction. */
export async function sentUnrecorded(
  db: Queryable,
  limit: number,
): Promise<Array<OutboxPosting & { duplicate: boolean }>> {
  const rows = await db.any(sql.unsafe`
    SELECT p.key, p.account_id, p.charge_event_id, p.landlink_account, p.fee_code, p.charge_code, p.amount_cents,
      p.description, p.charged_at, to_char(p.county_date, 'YYYY-MM-DD') AS county_date, d.status, d.attempts,
      d.last_error, d.duplicate
    FROM landlink_deliveries d JOIN landlink_postings p ON p.key = d.key
    WHERE d.status = 'sent' AND NOT d.recorded
    ORDER BY d.sent_at, d.key LIMIT ${limit}
    FOR UPDATE OF d SKIP LOCKED`);
  return rows.map((row) => ({ ...postingOfRow(row), duplicate: Boolean(row.duplicate) }));
}

export async function markRecorded(db: Queryable, keys: readonly string[]): Promise<void> {
  await db.query(sql.unsafe`
    UPDATE landlink_deliveries SET recorded = true WHERE key = ANY(${sql.array([...keys], 'text')})`);
}
