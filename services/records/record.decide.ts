import { createHash } from 'node:crypto';
import type { FeedKind, FeedRecord } from '@landrecords/contracts/records/feed';

/**
 * Records arrive from the recording system; each record key is a stream of its own (`feedStreamId`). Every
 * event but CodeListLoaded carries the whole record as it now stands, so a read model needs only the newest.
 */
export type RecordEventData = { record: FeedRecord; contentHash: string };
export type RecordEvent = { type: string; data: RecordEventData };

/** The words the index uses for each kind: what a first arrival, a correction and a void are called. */
const verbs: Record<FeedKind, { prefix: string; first: string }> = {
  landDocument: { prefix: 'LandDocument', first: 'Recorded' },
  torrensCertificate: { prefix: 'TorrensCertificate', first: 'Issued' },
  tractBookEntry: { prefix: 'TractBookEntry', first: 'Recorded' },
  grantorGranteeBookEntry: { prefix: 'GrantorGranteeBookEntry', first: 'Recorded' },
  plat: { prefix: 'Plat', first: 'Filed' },
  taxLien: { prefix: 'TaxLien', first: 'Filed' },
  tractIndexParcel: { prefix: 'TractIndexParcel', first: 'Recorded' },
  codeList: { prefix: 'CodeList', first: 'Loaded' },
};

export const recordEventTypes: readonly string[] = [
  ...Object.values(verbs).flatMap(({ prefix, first }) => [first, 'Corrected', 'Voided'].map((verb) => prefix + verb)),
  'TorrensCertificateCancelled',
  'TaxLienReleased',
];
export const isVoidEvent = (type: string) => type.endsWith('Voided');

/**
 * A record's first arrival (or its return after a void): no rows of it can be in a read model yet. A code list
 * is loaded whole each time, so its event is never one.
 */
const firstArrivals = new Set(
  Object.values(verbs)
    .filter(({ prefix }) => prefix !== 'CodeList')
    .map(({ prefix, first }) => prefix + first),
);
export const isFirstArrival = (type: string) => firstArrivals.has(type);

/**
 * The same content always hashes the same, so a re-import is recognised: a parsed record's keys stand in its
 * schema's order whatever the order of the line, so its JSON is already canonical.
 */
export function contentHashOf(record: FeedRecord): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('base64url');
}

/** What the import needs to know of a record's stream: the newest event's content and whether it voided. */
export type RecordState = { version: number; contentHash: string | null; voided: boolean; record: FeedRecord | null };
export const noRecord = (): RecordState => ({ version: 0, contentHash: null, voided: false, record: null });

const cancelled = (record: FeedRecord) => record.kind === 'torrensCertificate' && record.status === 'CANCELLED';
const releases = (record: FeedRecord | null) => (record?.kind === 'taxLien' ? record.releases.length : 0);

/** The name of a change to an existing record: a cancellation or a release when that is what changed. */
function changeType(previous: FeedRecord | null, record: FeedRecord): string {
  const { prefix } = verbs[record.kind];
  if (cancelled(record) && !(previous && cancelled(previous))) return 'TorrensCertificateCancelled';
  if (releases(record) > releases(previous)) return 'TaxLienReleased';
  return `${prefix}Corrected`;
}

/** Idempotent: the same record again decides nothing; changed content is a correction; `voided` voids once. */
export function decideRecord(state: RecordState, record: FeedRecord): RecordEvent[] {
  const { prefix, first } = verbs[record.kind];
  const contentHash = contentHashOf(record);
  if (state.contentHash === contentHash) return [];
  const data = { record, contentHash };
  if ('voided' in record && record.voided) {
    return state.version > 0 && !state.voided ? [{ type: `${prefix}Voided`, data }] : [];
  }
  if (record.kind === 'codeList' || state.version === 0) return [{ type: `${prefix}${first}`, data }];
  if (state.voided) return [{ type: `${prefix}${first}`, data }];
  return [{ type: changeType(state.record, record), data }];
}
