import { z } from 'zod';
import { key, text } from './fields';
import { landDocumentRecordSchema } from './land-document';
import {
  grantorGranteeBookEntryRecordSchema,
  platRecordSchema,
  taxLienRecordSchema,
  torrensCertificateRecordSchema,
  tractBookEntryRecordSchema,
  tractIndexParcelRecordSchema,
} from './other-records';

/**
 * The records feed (DESIGN §3): NDJSON, one record a line, each with a `kind`. It is how recorded documents
 * reach the portal from the recording system (docs/records-feed.md describes it for a county's IT staff).
 * Field names follow spec 001 §3.4–§3.5. Amounts are integer cents. A recorded time is ISO 8601 with its
 * offset, as the county's clock read; a date alone is YYYY-MM-DD. The same key again is the same record:
 * unchanged it adds nothing, changed it is a correction, `voided: true` takes it out of the index.
 */

export * from './parts';
export * from './land-document';
export * from './other-records';

export const codeLists = [
  'documentTypes',
  'instrumentCodes',
  'instrumentGroups',
  'bookTypes',
  'municipalities',
  'otherLotCodes',
  'islands',
] as const;
export type CodeListName = (typeof codeLists)[number];

/**
 * A whole code list, replacing the one before. instrumentCodes entries name their instrument `group`.
 * documentTypes are the property codes: the image key types (`sourcedDocKey.imageKeyType`) that an account's
 * document types grant and that the search forms' Document Type narrows to; an entry may name the instrument
 * group it mostly covers.
 */
export const codeListRecordSchema = z.object({
  kind: z.literal('codeList'),
  list: z.enum(codeLists),
  entries: z
    .array(z.object({ code: key(40), description: text(200).default(''), group: text(40).optional() }))
    .max(20_000),
});
export type CodeListRecord = z.infer<typeof codeListRecordSchema>;

export const feedRecordSchema = z.discriminatedUnion('kind', [
  landDocumentRecordSchema,
  torrensCertificateRecordSchema,
  tractBookEntryRecordSchema,
  grantorGranteeBookEntryRecordSchema,
  platRecordSchema,
  taxLienRecordSchema,
  tractIndexParcelRecordSchema,
  codeListRecordSchema,
]);
export type FeedRecord = z.infer<typeof feedRecordSchema>;
export type FeedKind = FeedRecord['kind'];
/** What a feed line holds before defaults are filled in: what a generator or converter writes. */
export type FeedRecordInput = z.input<typeof feedRecordSchema>;

/** The key that makes two lines the same record: one event stream per key. */
export function feedStreamId(record: FeedRecord): string {
  switch (record.kind) {
    case 'landDocument':
      return `landdoc-${record.docId}`;
    case 'torrensCertificate':
      return `torrenscert-${record.id}`;
    case 'tractBookEntry':
      return `tractbook-${record.docId}`;
    case 'grantorGranteeBookEntry':
      return `ggbook-${record.id}`;
    case 'plat':
      return `plat-${record.platCode}`;
    case 'taxLien':
      return `taxlien-${record.docId}`;
    case 'tractIndexParcel':
      return `tractparcel-${record.island}|${record.village}|${record.parcelId}`;
    case 'codeList':
      return `codelist-${record.list}`;
  }
}
