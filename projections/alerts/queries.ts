import type { AlertStaffPerson, AlertWatchRow } from '@landrecords/contracts/alerts/api';
import type { AlertSubscriberStatus } from '@landrecords/contracts/alerts/events';
import type { Watch } from '@landrecords/contracts/alerts/watch';
import { sql, type Queryable } from '../platform/database';

export type AlertSubscriberRow = Omit<AlertStaffPerson, 'watches'> & {
  confirmTokenHash: string | null;
  confirmExpiresAt: string | null;
};

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

const subscriberColumns = sql.fragment`id, email, status, frequency, language, bounce_count, user_id, requested_at,
  confirmed_at, confirm_token_hash, confirm_expires_at`;

function subscriberOf(row: Record<string, unknown>): AlertSubscriberRow {
  return {
    id: row.id as string,
    email: row.email as string,
    status: row.status as AlertSubscriberStatus,
    frequency: row.frequency as 'IMMEDIATE' | 'DAILY',
    language: row.language as string,
    bounceCount: Number(row.bounce_count),
    userId: row.user_id === null ? null : Number(row.user_id),
    requestedAt: iso(row.requested_at)!,
    confirmedAt: iso(row.confirmed_at),
    confirmTokenHash: row.confirm_token_hash as string | null,
    confirmExpiresAt: iso(row.confirm_expires_at),
  };
}

export async function alertSubscriberById(db: Queryable, id: string): Promise<AlertSubscriberRow | null> {
  const row = await db.maybeOne(sql.unsafe`SELECT ${subscriberColumns} FROM alert_subscribers WHERE id = ${id}`);
  return row ? subscriberOf(row) : null;
}

/** The subscriber of a confirmation token's hash, or of an unsubscribe token's hash. */
export async function alertSubscriberByToken(
  db: Queryable,
  which: 'confirm' | 'unsubscribe',
  tokenHash: string,
): Promise<AlertSubscriberRow | null> {
  const column = which === 'confirm' ? sql.fragment`confirm_token_hash` : sql.fragment`unsubscribe_token_hash`;
  const row = await db.maybeOne(
    sql.unsafe`SELECT ${subscriberColumns} FROM alert_subscribers WHERE ${column} = ${tokenHash}`,
  );
  return row ? subscriberOf(row) : null;
}

export async function alertWatchesOf(
  db: Queryable,
  subscriberIds: readonly string[],
): Promise<Map<string, AlertWatchRow[]>> {
  const rows = await db.any(sql.unsafe`
    SELECT id, subscriber_id, kind, watch, status, added_at FROM alert_watches
    WHERE subscriber_id = ANY(${sql.array([...subscriberIds], 'uuid')}) ORDER BY seq`);
  const bySubscriber = new Map<string, AlertWatchRow[]>(subscriberIds.map((id) => [id, []]));
  for (const row of rows) {
    bySubscriber.get(row.subscriber_id as string)?.push({
      id: row.id as string,
      kind: row.kind as Watch['kind'],
      watch: row.watch as Watch,
      status: row.status as AlertWatchRow['status'],
      addedAt: iso(row.added_at)!,
    });
  }
  return bySubscriber;
}

/** The subscriber a watch belongs to. */
export const alertWatchOwner = (db: Queryable, watchId: string) =>
  db.maybeOneFirst(sql.unsafe`SELECT subscriber_id FROM alert_watches WHERE id = ${watchId}`) as Promise<string | null>;

/** Staff: people whose address begins with the text typed (lower case), with their watches; at most 25. */
export async function alertPeopleByEmail(db: Queryable, email: string): Promise<AlertStaffPerson[]> {
  const begins = `${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.any(sql.unsafe`
    SELECT ${subscriberColumns} FROM alert_subscribers WHERE email LIKE ${begins} ORDER BY email LIMIT 25`);
  const people = rows.map(subscriberOf);
  const watches = await alertWatchesOf(
    db,
    people.map((person) => person.id),
  );
  return people.map(({ confirmTokenHash: _hash, confirmExpiresAt: _expires, ...person }) => ({
    ...person,
    watches: watches.get(person.id) ?? [],
  }));
}

/** Confirmed people and their active watches. */
export async function alertCounts(db: Queryable): Promise<{ people: number; watches: number }> {
  const row = await db.one(sql.unsafe`
    SELECT (SELECT count(*) FROM alert_subscribers WHERE status = 'CONFIRMED') AS people,
      (SELECT count(*) FROM alert_watches w JOIN alert_subscribers s ON s.id = w.subscriber_id
        WHERE s.status = 'CONFIRMED' AND w.status = 'ACTIVE') AS watches`);
  return { people: Number(row.people), watches: Number(row.watches) };
}
