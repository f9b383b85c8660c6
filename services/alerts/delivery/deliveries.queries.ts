import type { Watch } from '@landrecords/contracts/alerts/watch';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { MatchWhy } from '@landrecords/projections/alerts/keys';
import type { MatchedDocument } from '@landrecords/projections/alerts/matching/index';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import type { DatabaseTransactionConnection } from 'slonik';
import type { MailMessage } from '../../platform/mail/mailer';
import type { PendingMatch } from './alert-mail';

export type Frequency = 'IMMEDIATE' | 'DAILY';

/** Matches older than this are never sent: a rebuilt matcher's old rows, or a mail server down for a week. */
export const PENDING_DAYS = 7;

/** A match not yet in any delivery, of a watch still there, recent enough. */
const pendingMatch = sql.fragment`
  FROM alert_matches m
  JOIN alert_watches w ON w.id = m.watch_id AND w.status = 'ACTIVE'
  WHERE m.matched_at > now() - make_interval(days => ${PENDING_DAYS})
    AND NOT EXISTS (SELECT 1 FROM alert_delivered_matches d WHERE d.watch_id = m.watch_id AND d.doc_id = m.doc_id)`;

/**
 * The confirmed subscribers of this frequency with matches waiting; for DAILY, those not yet emailed this county
 * day (`today`).
 */
export async function subscribersDue(db: Queryable, frequency: Frequency, today: string): Promise<string[]> {
  const daily =
    frequency === 'DAILY'
      ? sql.fragment`AND NOT EXISTS (SELECT 1 FROM alert_deliveries x
          WHERE x.subscriber_id = s.id AND x.county_day = ${today}::date AND x.frequency = 'DAILY')`
      : sql.fragment``;
  return (await db.anyFirst(sql.unsafe`
    SELECT s.id FROM alert_subscribers s
    WHERE s.status = 'CONFIRMED' AND s.frequency = ${frequency} ${daily}
      AND EXISTS (SELECT 1 ${pendingMatch} AND m.subscriber_id = s.id)
    ORDER BY s.id`)) as string[];
}

export type DueSubscriber = { id: string; email: string; language: Language; frequency: Frequency };

/** The subscriber under its delivery lock (one delivery at a time per person), if still confirmed. */
export async function lockSubscriber(tx: DatabaseTransactionConnection, id: string): Promise<DueSubscriber | null> {
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${`alert-delivery:${id}`}))`);
  const row = await tx.maybeOne(sql.unsafe`
    SELECT id, email, language, frequency FROM alert_subscribers WHERE id = ${id} AND status = 'CONFIRMED'`);
  return row
    ? { id, email: row.email as string, language: row.language as Language, frequency: row.frequency as Frequency }
    : null;
}

export const dailyDeliveryMade = async (db: Queryable, subscriberId: string, today: string) =>
  (await db.maybeOneFirst(sql.unsafe`
    SELECT 1 FROM alert_deliveries
    WHERE subscriber_id = ${subscriberId} AND county_day = ${today}::date AND frequency = 'DAILY'`)) !== null;

/** A subscriber's waiting matches, in the log's order. */
export async function pendingMatches(db: Queryable, subscriberId: string): Promise<PendingMatch[]> {
  const rows = await db.any(sql.unsafe`
    SELECT m.watch_id, m.doc_id, w.watch, m.why,
      (SELECT d.document FROM alert_matched_documents d WHERE d.doc_id = m.doc_id) AS document
    ${pendingMatch} AND m.subscriber_id = ${subscriberId}
    ORDER BY m.position, m.doc_id, m.watch_id`);
  return rows.map((row) => ({
    watchId: row.watch_id as string,
    docId: row.doc_id as string,
    watch: row.watch as Watch,
    why: row.why as MatchWhy,
    document: row.document as MatchedDocument,
  }));
}

/** The email, written down with the matches it lists before it is sent (SENDING). */
export async function recordDelivery(
  tx: DatabaseTransactionConnection,
  delivery: { id: string; subscriberId: string; frequency: Frequency; today: string; message: MailMessage },
  matches: readonly PendingMatch[],
) {
  await tx.query(sql.unsafe`
    INSERT INTO alert_deliveries (id, subscriber_id, frequency, county_day, message, status, created_at, updated_at)
    VALUES (${delivery.id}, ${delivery.subscriberId}, ${delivery.frequency}, ${delivery.today}::date,
      ${sql.jsonb(delivery.message)}, 'SENDING', now(), now())`);
  await markMatches(tx, matches, delivery.id);
}

/** Matches taken out of the waiting ones: in this delivery, or (null) dropped while alerts were off. */
export async function markMatches(db: Queryable, matches: readonly PendingMatch[], deliveryId: string | null) {
  if (matches.length === 0) return;
  await db.query(sql.unsafe`
    INSERT INTO alert_delivered_matches (watch_id, doc_id, delivery_id)
    SELECT watch_id, doc_id, ${deliveryId}::uuid
    FROM unnest(${sql.array(
      matches.map((match) => match.watchId),
      'uuid',
    )}::uuid[], ${sql.array(
      matches.map((match) => match.docId),
      'text',
    )}::text[]) AS m(watch_id, doc_id)
    ON CONFLICT DO NOTHING`);
}

/** Every waiting match, of anyone: what the county's turning alerts off drops. */
export async function allPendingMatches(db: Queryable): Promise<PendingMatch[]> {
  const rows = await db.any(sql.unsafe`SELECT m.watch_id, m.doc_id ${pendingMatch}`);
  return rows.map((row) => ({ watchId: row.watch_id, docId: row.doc_id }) as PendingMatch);
}

export type StoredDelivery = { id: string; subscriberId: string; message: MailMessage; attempts: number };

/**
 * A delivery left SENDING for `staleSeconds` (its process died between writing it down and marking it sent, or
 * the mail server failed): taken for one more attempt, so two workers never send it at once.
 */
export async function takeUnsentDelivery(db: Queryable, staleSeconds: number): Promise<StoredDelivery | null> {
  const row = await db.maybeOne(sql.unsafe`
    UPDATE alert_deliveries SET updated_at = now()
    WHERE id = (
      SELECT id FROM alert_deliveries
      WHERE status = 'SENDING' AND updated_at < now() - make_interval(secs => ${staleSeconds})
      ORDER BY updated_at LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, subscriber_id, message, attempts`);
  return row
    ? {
        id: row.id as string,
        subscriberId: row.subscriber_id as string,
        message: row.message as MailMessage,
        attempts: Number(row.attempts),
      }
    : null;
}

/**
 * A try's outcome: SENT, BOUNCED (refused for good), RETRY (left SENDING for a later try), FAILED (given up). Once
 * it is final the email's text (an address, names) is not kept: only that it went, when, and what it listed.
 */
export type DeliveryOutcome = 'SENT' | 'BOUNCED' | 'RETRY' | 'FAILED';

export async function markDelivery(db: Queryable, id: string, outcome: DeliveryOutcome, detail = '') {
  await db.query(sql.unsafe`
    UPDATE alert_deliveries SET
      status = ${outcome === 'RETRY' ? 'SENDING' : outcome},
      attempts = attempts + 1, detail = ${detail.slice(0, 500)}, updated_at = now(),
      sent_at = CASE WHEN ${outcome} = 'SENT' THEN now() ELSE sent_at END,
      message = CASE WHEN ${outcome} = 'RETRY' THEN message ELSE '{}'::jsonb END
    WHERE id = ${id}`);
}

/** Alert emails sent per county day since `fromDay` (the staff's view). */
export async function alertsSentPerDay(db: Queryable, fromDay: string): Promise<{ day: string; count: number }[]> {
  const rows = await db.any(sql.unsafe`
    SELECT to_char(county_day, 'YYYY-MM-DD') AS day, count(*)::int AS count FROM alert_deliveries
    WHERE status = 'SENT' AND county_day >= ${fromDay}::date GROUP BY county_day ORDER BY county_day`);
  return rows.map((row) => ({ day: row.day as string, count: Number(row.count) }));
}
