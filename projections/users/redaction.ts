import type { UserDetails } from '@landrecords/contracts/users/events';
import { sql, type Queryable } from '../platform/database';

/** What a purge erases from a user's stream: who the person is and how to reach them, and the password hash. */
export const personalFields = [
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'email',
  'phone',
] as const satisfies readonly (keyof UserDetails)[];
/** A password hash's place keeps a value (the event's schema requires one) that verifies no password. */
export const redactedPasswordHash = 'redacted';

function redacted(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const blank = (fields: Record<string, unknown>) => {
    const out = { ...fields };
    for (const field of personalFields) if (field in out) out[field] = '';
    if ('passwordHash' in out) out.passwordHash = redactedPasswordHash;
    return out;
  };
  if (type === 'UserChanged') return { ...data, changes: blank((data.changes ?? {}) as Record<string, unknown>) };
  return blank(data);
}

/**
 * Overwrites the personal fields of every event of a deleted user's stream (user-<id>) in the log, and drops
 * the stream's snapshots, which hold them too (docs/decisions.md: what a purge removes). The events stay, with
 * their type, ids, role, account and times: the user's history still replays, without the person. Returns how
 * many events were rewritten. Call it in the purge's transaction, after the user's UserDeleted.
 */
export async function redactUserStream(db: Queryable, userId: number): Promise<number> {
  const streamId = `user-${userId}`;
  const events = await db.any(sql.unsafe`
    SELECT global_position, type, data FROM es_events
    WHERE stream_id = ${streamId} AND type IN ('UserCreated', 'UserChanged', 'UserPasswordChanged')
    ORDER BY stream_position`);
  let rewritten = 0;
  for (const event of events) {
    const data = event.data as Record<string, unknown>;
    const after = redacted(String(event.type), data);
    if (JSON.stringify(after) === JSON.stringify(data)) continue;
    await db.query(sql.unsafe`
      UPDATE es_events SET data = ${sql.jsonb(after as never)} WHERE global_position = ${event.global_position as number}`);
    rewritten += 1;
  }
  await db.query(sql.unsafe`DELETE FROM es_snapshots WHERE stream_id = ${streamId}`);
  return rewritten;
}
