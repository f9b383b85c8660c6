import { z } from 'zod';
import { cents, isoDate, isoDateTime, key, list, text } from './fields';
import {
  addressSchema,
  docTypeSchema,
  legalSchema,
  partySchema,
  recorded,
  referenceSchema,
  tractParcelSchema,
} from './parts';

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
