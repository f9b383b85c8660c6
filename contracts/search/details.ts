import { detailMessages } from './detail-messages';
import { z } from 'zod';
import { codeLists, sourcedDocKeySchema } from '../records/feed';

/**
 * The detail, link and lookup calls of the search screens (001 §7): what they take, and the shapes of the
 * answers that are not a record's own result (001 §3.5 link response, §3.7 code/description pairs).
 */

export { detailMessages } from './detail-messages';
const m = detailMessages;

/** A record's id as the results carry it; a number is taken as its digits. */
const recordId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string(message).trim().min(1, message).max(60, message),
  );

/** search/documentDetails, taxLienDetails, tractBookDetails, grantorGranteeBookDetails: docId names the record. */
export const detailRequestSchema = z.object({
  docId: recordId(m.selectDocument.text),
  /** Sent by the portal with the row; docId alone finds the record. */
  sourcedDocKey: sourcedDocKeySchema.partial().nullish(),
});
export type DetailRequest = z.infer<typeof detailRequestSchema>;

/** search/torrensCertificateDetails: docId is the certificate's id. */
export const certificateDetailRequestSchema = detailRequestSchema.extend({ docId: recordId(m.selectCertificate.text) });

/** search/legalDescriptionDetails, tax/getLinks, gis/getLinks: id is the document's id. */
export const documentIdRequestSchema = z.object({ id: recordId(m.selectDocument.text) });
export type DocumentIdRequest = z.infer<typeof documentIdRequestSchema>;

/** tax/getLinks and gis/getLinks (001 §3.5): each parcel ID beside its link, and the dialog's heading. */
export const parcelIdLinksSchema = z.object({
  parcelIds: z.array(z.string()),
  parcelIdLinks: z.array(z.string()),
  header: z.string(),
});
export type ParcelIdLinks = z.infer<typeof parcelIdLinksSchema>;

/** A code/description pair (001 §3.7); instrument codes and property codes also name their group. */
export const codeDescriptionSchema = z.object({
  code: z.string(),
  description: z.string(),
  group: z.string().optional(),
});
export type CodeDescription = z.infer<typeof codeDescriptionSchema>;

/** helperdata/userscodedescription and accountscodedescription: the selection modals' typed filter (001 §2.22). */
export const codeDescriptionFilterSchema = z.object({
  filterText: z.string(m.filterText.text).trim().max(100, m.filterText.text).default(''),
});
export type CodeDescriptionFilter = z.infer<typeof codeDescriptionFilterSchema>;

/** helperdata/codeList: one of the code lists the records feed brings. */
export const codeListRequestSchema = z.object({ list: z.enum(codeLists, m.codeList.text) });
export type CodeListRequest = z.infer<typeof codeListRequestSchema>;
/** The lists whose selects offer ALL first (001 §3.7). */
export const listsWithAll: readonly string[] = ['instrumentGroups', 'documentTypes', 'bookTypes'];

/** helperdata/plats: the plat lookup dialog (001 §2.12), 10 rows a page, by name or number. */
export const platListRequestSchema = z.object({
  filterText: z.string(m.filterText.text).trim().max(100, m.filterText.text).default(''),
  pageNumber: z.coerce.number(m.pageNumber.text).int(m.pageNumber.text).min(1, m.pageNumber.text).default(1),
  sortKey: z.enum(['name', 'number'], m.platSort.text).default('name'),
  sortDirection: z
    .string(m.sortDirection.text)
    .transform((direction) => direction.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], m.sortDirection.text))
    .default('ASC'),
});
export type PlatListRequest = z.infer<typeof platListRequestSchema>;
export const PLAT_PAGE_SIZE = 10;

/** A body that carries nothing the call needs (helperdata/islands). */
export const emptyRequestSchema = z.object({}).nullish();

/** One kind of legal description in the details modal (001 §2.17, §3.5): display headers and rows of text. */
export const legalDescriptionTypeDetailSchema = z.object({
  type: z.enum(['MB', 'LB', 'CONDO']),
  description: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  metesAndBoundsHeaders: z.array(z.string()).optional(),
  metesAndBoundsRows: z.array(z.array(z.string())).optional(),
  lotsAndBlocksHeaders: z.array(z.string()).optional(),
  lotsAndBlocksRows: z.array(z.array(z.string())).optional(),
  condoHeaders: z.array(z.string()).optional(),
  condoRows: z.array(z.array(z.string())).optional(),
});
export type LegalDescriptionTypeDetail = z.infer<typeof legalDescriptionTypeDetailSchema>;
