import { createHash } from 'node:crypto';
import type { FeedRecord } from '@landrecords/contracts/records/feed';
import { recordEventVerbs, type RecordEvent } from '@landrecords/contracts/records/events';

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
  const { prefix } = recordEventVerbs[record.kind];
  if (cancelled(record) && !(previous && cancelled(previous))) return 'TorrensCertificateCancelled';
  if (releases(record) > releases(previous)) return 'TaxLienReleased';
  return `${prefix}Corrected`;
}

/** Idempotent: the same record again decides nothing; changed content is a correction; `voided` voids once. */
export function decideRecord(state: RecordState, record: FeedRecord): RecordEvent[] {
  const { prefix, first } = recordEventVerbs[record.kind];
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
