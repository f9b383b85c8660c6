import { alertEventTypes, type AlertEvent, type AlertWatchEntry } from '@landrecords/contracts/alerts/events';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import type { Projection } from '../platform/projection';
import { watchKeys } from './keys';

/** A watch's row and one row per folded key; an entry already there (a replay) is left as it is. */
async function insertWatch(
  tx: DatabaseTransactionConnection,
  subscriberId: string,
  { watchId, watch }: AlertWatchEntry,
  status: 'PENDING' | 'ACTIVE',
  recorded: RecordedEvent,
) {
  const activeFrom = status === 'ACTIVE' ? recorded.globalPosition : null;
  await tx.query(sql.unsafe`
    INSERT INTO alert_watches (id, subscriber_id, kind, watch, status, added_at, active_from)
    VALUES (${watchId}, ${subscriberId}, ${watch.kind}, ${sql.jsonb(watch)}, ${status}, ${recorded.recordedAt},
      ${activeFrom})
    ON CONFLICT (id) DO NOTHING`);
  const keys = [...new Set(watchKeys(watch).map((key) => key.key))];
  if (keys.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO alert_watch_keys (key, watch_id)
    SELECT key, ${watchId}::uuid FROM unnest(${sql.array(keys, 'text')}::text[]) AS key
    ON CONFLICT DO NOTHING`);
}

async function applyOne(tx: DatabaseTransactionConnection, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as AlertEvent;
  const at = recorded.recordedAt;
  const id = event.data.subscriberId;
  switch (event.type) {
    case 'AlertSubscriptionRequested': {
      const d = event.data;
      // A new request replaces the one still waiting (its watches); an address that left (unsubscribed, bounced)
      // starts again as PENDING with none; a confirmed one stays confirmed, its new watches waiting for the link.
      await tx.query(sql.unsafe`
        DELETE FROM alert_watches w USING alert_subscribers s
        WHERE s.id = ${id} AND w.subscriber_id = s.id
          AND (w.status = 'PENDING' OR s.status NOT IN ('PENDING', 'CONFIRMED'))`);
      await tx.query(sql.unsafe`
        INSERT INTO alert_subscribers (id, email, language, frequency, status, confirm_token_hash, confirm_expires_at,
          unsubscribe_token_hash, user_id, requested_at, updated_at)
        VALUES (${id}, ${d.email}, ${d.language}, ${d.frequency}, 'PENDING', ${d.confirmTokenHash},
          ${d.confirmExpiresAt}, ${d.unsubscribeTokenHash}, ${d.userId}, ${at}, ${at})
        ON CONFLICT (id) DO UPDATE SET
          status = CASE WHEN alert_subscribers.status = 'CONFIRMED' THEN 'CONFIRMED' ELSE 'PENDING' END,
          confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at,
          unsubscribe_token_hash = EXCLUDED.unsubscribe_token_hash,
          user_id = COALESCE(EXCLUDED.user_id, alert_subscribers.user_id),
          requested_at = EXCLUDED.requested_at, updated_at = EXCLUDED.updated_at`);
      for (const entry of d.watches) await insertWatch(tx, id, entry, 'PENDING', recorded);
      return;
    }
    case 'AlertSubscriptionConfirmed': {
      const d = event.data;
      await tx.query(sql.unsafe`
        UPDATE alert_subscribers SET status = 'CONFIRMED', language = ${d.language}, frequency = ${d.frequency},
          bounce_count = 0, confirmed_at = COALESCE(confirmed_at, ${at}), user_id = COALESCE(${d.userId}, user_id), updated_at = ${at}
        WHERE id = ${id}`);
      // The link's hash stays, so the same link opened again answers the same; the watches beyond it go.
      const watchIds = sql.array(d.watchIds, 'uuid');
      await tx.query(sql.unsafe`
        DELETE FROM alert_watches WHERE subscriber_id = ${id} AND status = 'PENDING' AND NOT id = ANY(${watchIds})`);
      await tx.query(sql.unsafe`
        UPDATE alert_watches SET status = 'ACTIVE', active_from = ${recorded.globalPosition}
        WHERE subscriber_id = ${id} AND id = ANY(${watchIds}) AND status = 'PENDING'`);
      return;
    }
    case 'AlertWatchAdded':
      await insertWatch(tx, id, event.data, 'ACTIVE', recorded);
      await tx.query(sql.unsafe`UPDATE alert_subscribers SET updated_at = ${at} WHERE id = ${id}`);
      return;
    case 'AlertWatchRemoved':
      await tx.query(sql.unsafe`DELETE FROM alert_watches WHERE id = ${event.data.watchId} AND subscriber_id = ${id}`);
      await tx.query(sql.unsafe`UPDATE alert_subscribers SET updated_at = ${at} WHERE id = ${id}`);
      return;
    case 'AlertFrequencyChanged':
      await tx.query(sql.unsafe`
        UPDATE alert_subscribers SET frequency = ${event.data.frequency}, updated_at = ${at} WHERE id = ${id}`);
      return;
    case 'AlertUnsubscribed':
      await tx.query(sql.unsafe`DELETE FROM alert_watches WHERE subscriber_id = ${id}`);
      await tx.query(sql.unsafe`
        UPDATE alert_subscribers SET status = 'UNSUBSCRIBED', confirm_token_hash = NULL, confirm_expires_at = NULL,
          unsubscribed_at = ${at}, updated_at = ${at}
        WHERE id = ${id}`);
      return;
    case 'AlertAddressBounced':
      await tx.query(sql.unsafe`
        UPDATE alert_subscribers SET bounce_count = ${event.data.bounceCount},
          status = CASE WHEN ${event.data.stopped} THEN 'BOUNCED' ELSE status END, updated_at = ${at}
        WHERE id = ${id}`);
      return;
    case 'AlertSubscriberRemoved':
      await tx.query(sql.unsafe`DELETE FROM alert_subscribers WHERE id = ${id}`);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`The alert subscribers have no case for ${JSON.stringify(unknown)}`);
    }
  }
}

/** Subscribers, their watches and the watches' keys: inline, so a confirmation or a removal shows at once. */
export const alertSubscribersProjection: Projection = {
  name: 'alert-subscribers',
  tables: ['alert_watch_keys', 'alert_watches', 'alert_subscribers'],
  eventTypes: alertEventTypes,
  mode: 'inline',
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
};
