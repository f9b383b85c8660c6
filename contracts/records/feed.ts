import { z } from 'zod/v4';

/**
 * The records feed (DESIGN §3): NDJSON, one record a line, each with a `kind`. It is how recorded documents
 * reach the portal from the recording system (docs/records-feed.md describes it for a county's IT staff).
 * Field names follow spec 001 §3.4–§3.5. Amounts are integer cents. A recorded time is ISO 8601 with its
 * offset, as the county's clock read; a date alone is YYYY-MM-DD. The same key again is the same record:
 * unchanged it adds nothing, changed it is a correction, `voided: true` takes it out of the index.
 */

const text = (max = 200) => z.string().trim().max(max);
const key = (max = 60) => text(max).min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const cents = z.number().int().min(0).max(100_000_000_000);
const list = <Item extends z.ZodType>(item: Item, max: number) => z.array(item).max(max).default([]);

export const docTypes = ['ABSTRACT', 'TORRENS'] as const;
export const docTypeSchema = z.enum(docTypes);
export type DocType = z.infer<typeof docTypeSchema>;

export const partySchema = z.object({
  /** Last name, or the whole name of a business. */
  lastName: key(150),
  firstName: text(60).default(''),
  middleInitial: text(1).default(''),
  /** As the index shows it; built from the parts when left out. */
  displayName: text(200).optional(),
});
export type Party = z.infer<typeof partySchema>;

/** How the recording system finds a record's pages; imageKeyType is what account document types grant. */
export const sourcedDocKeySchema = z.object({
  docKeyType: key(20),
  docKeyNumber: key(60),
  imageKeyType: key(20),
});
export type SourcedDocKey = z.infer<typeof sourcedDocKeySchema>;

/** One legal description: lots and blocks (LB), metes and bounds (MB) or a condominium unit (CONDO). */
export const legalSchema = z.object({
  type: z.enum(['LB', 'MB', 'CONDO']),
  description: text(1000).default(''),
  comment: text(500).default(''),
  // lots and blocks
  platCode: text(20).default(''),
  lot: text(20).default(''),
  sublot: text(20).default(''),
  block: text(20).default(''),
  otherLotCode: text(20).default(''),
  otherLot: text(40).default(''),
  // metes and bounds
  section: text(10).default(''),
  township: text(10).default(''),
  range: text(10).default(''),
  qqqq: text(2).default(''),
  qqq: text(2).default(''),
  qq: text(2).default(''),
  q: text(2).default(''),
  base: text(20).default(''),
  meridian: text(20).default(''),
  municipality: text(60).default(''),
  // condominium
  building: text(20).default(''),
  unit: text(20).default(''),
  garage: text(20).default(''),
});
export type Legal = z.infer<typeof legalSchema>;

export const addressSchema = z.object({
  streetNumber: text(20).default(''),
  streetName: key(100),
  city: text(60).default(''),
});

/** A cross-reference to another document, by number or by book and page. */
export const referenceSchema = z
  .object({
    docNumber: text(40).default(''),
    docType: docTypeSchema.default('ABSTRACT'),
    book: text(20).default(''),
    page: text(20).default(''),
  })
  .refine((ref) => ref.docNumber !== '' || ref.book !== '', 'a reference needs a docNumber or a book');

/** A parcel of the Northern Mariana Islands tract index: island, village and the parcel within it. */
export const tractParcelSchema = z.object({ island: key(40), village: key(60), parcelId: text(40).default('') });

const recorded = {
  sourcedDocKey: sourcedDocKeySchema,
  /** Pages in the recording system; 0 when the record has no image. */
  pageCount: z.number().int().min(0).max(10_000).default(0),
  /** Judicially protected: shown only to users allowed to view protected documents (000 §6, 002 §2.3). */
  protected: z.boolean().default(false),
  /** A voided record leaves the index; the feed sends the record again with this set. */
  voided: z.boolean().default(false),
};

export const landDocumentRecordSchema = z.object({
  kind: z.literal('landDocument'),
  /** The recording system's id of the document. */
  docId: key(),
  docNumber: key(40),
  displayDocNumber: text(40).optional(),
  docType: docTypeSchema,
  instrumentCode: key(20),
  instrumentDescription: text(120).default(''),
  book: text(20).default(''),
  page: text(20).default(''),
  bookType: text(20).default(''),
  recordedDateTime: isoDateTime,
  instrumentDate: isoDate.optional(),
  mortgageAmount: cents.optional(),
  salePrice: cents.optional(),
  verifiedStatus: z.enum(['VERIFIED', 'POSTED', 'UNVERIFIED']).default('VERIFIED'),
  grantors: list(partySchema, 1000),
  grantees: list(partySchema, 1000),
  legals: list(legalSchema, 1000),
  parcelIds: list(key(40), 500),
  addresses: list(addressSchema, 100),
  references: list(referenceSchema, 500),
  /** Torrens documents: the certificates they touch. */
  torrensCertificates: list(z.object({ certificateNumber: key(40), status: text(20).default('') }), 100),
  tractParcels: list(tractParcelSchema, 100),
  additionalInfo: list(text(500), 50),
  displayOnly: list(z.object({ label: key(60), value: text(500) }), 50),
  ...recorded,
});
export type LandDocumentRecord = z.infer<typeof landDocumentRecordSchema>;

/** A Torrens certificate of title, with the memorials entered on it and the certificates that cancelled it. */
export const torrensCertificateRecordSchema = z.object({
  kind: z.literal('torrensCertificate'),
  id: key(),
  certificateNumber: key(40),
  fileNumber: text(40).default(''),
  book: text(20).default(''),
  page: text(20).default(''),
  certifiedDate: isoDate,
  status: z.enum(['ACTIVE', 'CANCELLED', 'PENDING']),
  owners: list(partySchema, 200),
  legalText: text(4000).default(''),
  recitalText: text(4000).default(''),
  memorials: list(
    z.object({ docNumber: key(40), instrumentDescription: text(120).default(''), text: text(2000).default(''), recordedDate: isoDate }),
    2000,
  ),
  cancelledBy: list(z.object({ certificateId: key(), certificateNumber: key(40) }), 100),
  ...recorded,
});
export type TorrensCertificateRecord = z.infer<typeof torrensCertificateRecordSchema>;

/** A tract book entry: the pre-modern index of instruments by legal description. */
export const tractBookEntryRecordSchema = z.object({
  kind: z.literal('tractBookEntry'),
  docId: key(),
  instrumentDescription: text(120).default(''),
  recordedDateTime: isoDateTime,
  legals: list(legalSchema, 500),
  ...recorded,
});
export type TractBookEntryRecord = z.infer<typeof tractBookEntryRecordSchema>;

/** A line of the old grantor-grantee books: one conveyance from one name to another over a span of dates. */
export const grantorGranteeBookEntryRecordSchema = z.object({
  kind: z.literal('grantorGranteeBookEntry'),
  id: key(),
  type: text(60).default(''),
  fromName: key(200),
  toName: key(200),
  fromDate: isoDate,
  toDate: isoDate,
  ...recorded,
});
export type GrantorGranteeBookEntryRecord = z.infer<typeof grantorGranteeBookEntryRecordSchema>;

/** A recorded plat: the code the legals use, its number and name. */
export const platRecordSchema = z.object({
  kind: z.literal('plat'),
  platCode: key(20),
  platNumber: key(40),
  platName: key(200),
  recordedDate: isoDate.optional(),
  sourcedDocKey: sourcedDocKeySchema.optional(),
  pageCount: z.number().int().min(0).max(10_000).default(0),
  voided: z.boolean().default(false),
});
export type PlatRecord = z.infer<typeof platRecordSchema>;

/** A federal or state tax lien with its taxpayers, revisions, releases and revocations. */
export const taxLienRecordSchema = z.object({
  kind: z.literal('taxLien'),
  docId: key(),
  docNumber: key(40),
  displayDocNumber: text(40).optional(),
  instrumentCode: key(20),
  instrumentDescription: text(120).default(''),
  recordedDateTime: isoDateTime,
  lienNumber: key(40),
  lienDate: isoDate,
  lienType: text(40).default(''),
  totalAmount: cents,
  /** The day after which the lien is expired unless refiled. */
  expirationDate: isoDate.optional(),
  taxpayers: list(partySchema.extend({ displayAddress: text(300).default('') }), 200),
  revisions: list(z.object({ flag: text(20).default(''), docNumber: key(40), docType: text(20).default('') }), 200),
  releases: list(
    z.object({
      partialFullFlag: z.enum(['P', 'F']).default('F'),
      releaseDocNumber: text(40).default(''),
      releaseDocType: text(20).default(''),
      releaseDate: isoDate.optional(),
      revokeDocNumber: text(40).default(''),
      revokeDocType: text(20).default(''),
      revokeDate: isoDate.optional(),
    }),
    200,
  ),
  ...recorded,
});
export type TaxLienRecord = z.infer<typeof taxLienRecordSchema>;

/** A parcel of the NMI tract index, listed so the island and village choices come from the records. */
export const tractIndexParcelRecordSchema = z.object({
  kind: z.literal('tractIndexParcel'),
  ...tractParcelSchema.shape,
  parcelId: key(40),
  description: text(500).default(''),
  voided: z.boolean().default(false),
});
export type TractIndexParcelRecord = z.infer<typeof tractIndexParcelRecordSchema>;

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
  entries: z.array(z.object({ code: key(40), description: text(200).default(''), group: text(40).optional() })).max(20_000),
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
