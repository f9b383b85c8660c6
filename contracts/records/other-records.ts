import { z } from 'zod';
import { cents, isoDate, isoDateTime, key, list, text } from './fields';
import { legalSchema, partySchema, recorded, sourcedDocKeySchema, tractParcelSchema } from './parts';

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
    z.object({
      docNumber: key(40),
      instrumentDescription: text(120).default(''),
      text: text(2000).default(''),
      recordedDate: isoDate,
    }),
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
