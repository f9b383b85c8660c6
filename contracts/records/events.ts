import { z } from 'zod';
import { feedRecordSchema, type FeedKind } from './feed';

/**
 * Records arrive from the recording system; each record key is a stream of its own (`feedStreamId`). Every
 * event but CodeListLoaded carries the whole record as it now stands, so a read model needs only the newest.
 */
export const recordEventDataSchema = z.object({ record: feedRecordSchema, contentHash: z.string().min(1) });
export type RecordEventData = z.infer<typeof recordEventDataSchema>;

/** The words the index uses for each kind: what a first arrival, a correction and a void are called. */
export const recordEventVerbs: Record<FeedKind, { prefix: string; first: string }> = {
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
  ...Object.values(recordEventVerbs).flatMap(({ prefix, first }) =>
    [first, 'Corrected', 'Voided'].map((verb) => prefix + verb),
  ),
  'TorrensCertificateCancelled',
  'TaxLienReleased',
];
/** A record's event: its type one of `recordEventTypes`, its data the record and its content hash. */
export const recordEventSchema = z.object({
  type: z.enum(recordEventTypes as [string, ...string[]]),
  data: recordEventDataSchema,
});
export type RecordEvent = z.infer<typeof recordEventSchema>;

export const isVoidEvent = (type: string) => type.endsWith('Voided');

/**
 * A record's first arrival (or its return after a void): no rows of it can be in a read model yet. A code list
 * is loaded whole each time, so its event is never one.
 */
const firstArrivals = new Set(
  Object.values(recordEventVerbs)
    .filter(({ prefix }) => prefix !== 'CodeList')
    .map(({ prefix, first }) => prefix + first),
);
export const isFirstArrival = (type: string) => firstArrivals.has(type);
