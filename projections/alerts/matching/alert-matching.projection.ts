import type { LandDocumentRecord } from '@landrecords/contracts/records/feed';
import type { RecordEventData } from '@landrecords/contracts/records/events';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '../../platform/database';
import type { RecordedEvent } from '../../platform/eventstore/index';
import type { Projection } from '../../platform/projection';
import { documentKeys, type AlertKey } from '../keys';
import { matchedDocumentOf } from './matched-document';

/** A document's arrival: a first recording, or a correction (a watched name may have been written right only now). */
export const matchedEventTypes = ['LandDocumentRecorded', 'LandDocumentCorrected'] as const;

/** A document recorded longer ago than this when it reaches the log (a county's backlog loaded) alerts no one. */
export const RECENT_DAYS = 90;
const recentlyRecorded = (record: LandDocumentRecord, event: RecordedEvent) =>
  Date.parse(record.recordedDateTime) >= Date.parse(event.recordedAt) - RECENT_DAYS * 86_400_000;

type Arrival = { record: LandDocumentRecord; keys: AlertKey[]; position: number; at: string };
type WatchOfKey = { watchId: string; subscriberId: string; activeFrom: number };

/**
 * The documents of a batch as they last arrived. A protected document (000 §6) is never emailed about, nor a voided
 * one, nor one recorded more than RECENT_DAYS before it arrived; the document's keys are computed once.
 */
function arrivalsOf(events: readonly RecordedEvent[]): Arrival[] {
  const arrivals = new Map<string, Arrival>();
  for (const event of events) {
    const { record } = event.data as RecordEventData;
    if (record.kind !== 'landDocument') continue;
    if (record.voided || record.protected || !recentlyRecorded(record, event)) {
      arrivals.delete(record.docId);
      continue;
    }
    arrivals.set(record.docId, { record, keys: [], position: event.globalPosition, at: event.recordedAt });
  }
  for (const arrival of arrivals.values()) arrival.keys = documentKeys(arrival.record);
  return [...arrivals.values()];
}

/**
 * The watches under any of these keys, by key: one lookup of the batch's distinct keys in alert_watch_keys' index,
 * only ACTIVE watches of CONFIRMED subscribers.
 */
async function watchesByKey(tx: DatabaseTransactionConnection, keys: string[]) {
  const rows = await tx.any(sql.unsafe`
    SELECT wk.key, w.id AS watch_id, w.subscriber_id, w.active_from
    FROM unnest(${sql.array(keys, 'text')}::text[]) AS k(key)
    JOIN alert_watch_keys wk ON wk.key = k.key
    JOIN alert_watches w ON w.id = wk.watch_id AND w.status = 'ACTIVE' AND w.active_from IS NOT NULL
    JOIN alert_subscribers s ON s.id = w.subscriber_id AND s.status = 'CONFIRMED'`);
  const found = new Map<string, WatchOfKey[]>();
  for (const row of rows) {
    const watch = {
      watchId: row.watch_id as string,
      subscriberId: row.subscriber_id as string,
      activeFrom: Number(row.active_from),
    };
    const list = found.get(row.key as string);
    if (list) list.push(watch);
    else found.set(row.key as string, [watch]);
  }
  return found;
}

type MatchRow = {
  watch_id: string;
  doc_id: string;
  subscriber_id: string;
  matched_key: string;
  why: string;
  position: number;
  matched_at: string;
};

/** One row a watch and document: the first key they share gives the why; a watch made active later is left out. */
function matchRows(arrivals: Arrival[], watches: Map<string, WatchOfKey[]>) {
  const rows: MatchRow[] = [];
  const matched = new Map<string, Arrival>();
  for (const arrival of arrivals) {
    const watchIds = new Set<string>();
    for (const { key, why } of arrival.keys) {
      for (const watch of watches.get(key) ?? []) {
        if (watch.activeFrom >= arrival.position || watchIds.has(watch.watchId)) continue;
        watchIds.add(watch.watchId);
        matched.set(arrival.record.docId, arrival);
        rows.push({
          watch_id: watch.watchId,
          doc_id: arrival.record.docId,
          subscriber_id: watch.subscriberId,
          matched_key: key,
          why: JSON.stringify(why),
          position: arrival.position,
          matched_at: arrival.at,
        });
      }
    }
  }
  return { rows, documents: [...matched.values()] };
}

/**
 * The matched documents' summaries, once each (a correction's replaces an older one), and the matches. Rows travel
 * as one JSON document of flat values, the why as text made jsonb: far cheaper than nested objects taken out.
 */
async function insertMatches(tx: DatabaseTransactionConnection, { rows, documents }: ReturnType<typeof matchRows>) {
  const summaries = documents.map((arrival) => ({
    doc_id: arrival.record.docId,
    document: JSON.stringify(matchedDocumentOf(arrival.record)),
    position: arrival.position,
  }));
  await tx.query(sql.unsafe`
    INSERT INTO alert_matched_documents (doc_id, document, position)
    SELECT doc_id, document::jsonb, position
    FROM json_to_recordset(${JSON.stringify(summaries)}::json) AS d(doc_id text, document text, position bigint)
    ON CONFLICT (doc_id) DO UPDATE SET document = EXCLUDED.document, position = EXCLUDED.position
    WHERE alert_matched_documents.position < EXCLUDED.position`);
  await tx.query(sql.unsafe`
    INSERT INTO alert_matches (watch_id, doc_id, subscriber_id, matched_key, why, position, matched_at)
    SELECT watch_id, doc_id, subscriber_id, matched_key, why::jsonb, position, matched_at
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS m(watch_id uuid, doc_id text, subscriber_id uuid,
      matched_key text, why text, position bigint, matched_at timestamptz)
    ON CONFLICT (watch_id, doc_id) DO NOTHING`);
}

/**
 * Property alerts' matcher (issue 29): every newly recorded document (records feed, ACRIS import, push) is turned
 * into its folded keys, looked up in the watches' key index, and each match kept once (watch, document) with why,
 * in the transaction that moves this projection's checkpoint: a crash re-reads the batch, a document imported twice
 * matches once. A watch matches only documents whose event comes after it became active (alerts are for new
 * recordings), so a rebuild gives the same rows; services/alerts/delivery sends them and keeps what it sent apart.
 */
export const alertMatchingProjection: Projection = {
  name: 'alert-matching',
  tables: ['alert_matches', 'alert_matched_documents'],
  eventTypes: matchedEventTypes,
  mode: 'async',
  async apply(tx, events) {
    const arrivals = arrivalsOf(events);
    const keys = [...new Set(arrivals.flatMap((arrival) => arrival.keys.map(({ key }) => key)))];
    if (keys.length === 0) return;
    const matches = matchRows(arrivals, await watchesByKey(tx, keys));
    if (matches.rows.length > 0) await insertMatches(tx, matches);
  },
};
