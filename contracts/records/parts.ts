import { z } from 'zod';
import { key, text } from './fields';

/** The pieces records are made of: parties, image keys, legal descriptions, addresses, references. */

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

/** What every recorded kind carries: its image key and pages, protection and void. */
export const recorded = {
  sourcedDocKey: sourcedDocKeySchema,
  /** Pages in the recording system; 0 when the record has no image. */
  pageCount: z.number().int().min(0).max(10_000).default(0),
  /** Judicially protected: shown only to users allowed to view protected documents (000 §6, 002 §2.3). */
  protected: z.boolean().default(false),
  /** A voided record leaves the index; the feed sends the record again with this set. */
  voided: z.boolean().default(false),
};
