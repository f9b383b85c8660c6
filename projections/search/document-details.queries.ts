import type { RecordsIndexSettings } from '@landrecords/contracts/config/records-index';
import { docNumberKey } from '@landrecords/contracts/records/keys';
import { bookKey } from './display';
import type { landDocumentResult, torrensCertificateResult } from './results';
import { sql, type Queryable } from '../platform/database';
import type { CallerRecordAccess } from './image-access';
import { visibleResult, visibleTo } from './details.queries';
import { imageAllowed } from './image-access';

type LandDocumentResult = ReturnType<typeof landDocumentResult>;
type Reference = LandDocumentResult['referenceDocumentSearchResults'][number];
type Found = { doc_id: string; doc_number_key: string; doc_type: string; book_key: string; result: LandDocumentResult };

/** "12/345" as the reference shows its book and page, keyed as search_documents keys them. */
const referenceBookKey = (displayBookAndPage: string) => {
  const slash = displayBookAndPage.indexOf('/');
  return slash < 0 ? '' : bookKey(displayBookAndPage.slice(0, slash), displayBookAndPage.slice(slash + 1));
};
const matches = (reference: Reference) => (found: Found) =>
  found.doc_type === reference.docType &&
  (reference.docNumber !== ''
    ? found.doc_number_key === docNumberKey(reference.docNumber)
    : found.book_key === referenceBookKey(reference.displayBookAndPage));

/**
 * The document's references with what the referenced documents say (001 §3.4): found by number, or by book and
 * page when the reference has no number; the earliest recorded when several answer. One the caller may not see,
 * or that is not in the index, keeps what the reference itself says and has no docId.
 */
async function referencedDocuments(db: Queryable, references: readonly Reference[], access: CallerRecordAccess) {
  if (references.length === 0) return [];
  const numbers = references.filter((r) => r.docNumber !== '').map((r) => docNumberKey(r.docNumber));
  const books = references.filter((r) => r.docNumber === '').map((r) => referenceBookKey(r.displayBookAndPage));
  const found = (await db.any(sql.unsafe`
    SELECT doc_id, doc_number_key, doc_type, book_key, result FROM search_documents
    WHERE (doc_number_key = ANY(${sql.array(numbers, 'text')}) OR book_key = ANY(${sql.array(books, 'text')}))
      ${visibleTo(access)}
    ORDER BY recorded_at, doc_id`)) as readonly Found[];
  return references.map((reference) => {
    const document = found.find(matches(reference));
    if (!document) return { ...reference, docId: null };
    const [recordedDate = '', recordedTime = '', recordedAmPm = ''] = document.result.recordedDateTime.split(' ');
    return {
      ...reference,
      docId: document.doc_id,
      instrumentDescription: document.result.instrumentDescription,
      displayDocNumber: document.result.displayDocNumber,
      docNumber: document.result.docNumber,
      displayBookAndPage: document.result.displayBookAndPage || reference.displayBookAndPage,
      recordedDate,
      recordedTime,
      recordedAmPm,
    };
  });
}

type Certificate = LandDocumentResult['torrensSearchResults'][number];

/** The Torrens certificates a document touches, with the certificate's id so the portal can open it. */
async function certificatesOf(db: Queryable, certificates: readonly Certificate[], access: CallerRecordAccess) {
  if (certificates.length === 0) return [];
  const rows = await db.any(sql.unsafe`
    SELECT id, certificate_key, result FROM search_torrens_certificates
    WHERE certificate_key = ANY(${sql.array(
      certificates.map((c) => docNumberKey(c.certificateNumber)),
      'text',
    )}) ${visibleTo(access)}
    ORDER BY certified_date, id`);
  return certificates.map((certificate) => {
    const row = rows.find((candidate) => candidate.certificate_key === docNumberKey(certificate.certificateNumber));
    const found = row?.result as ReturnType<typeof torrensCertificateResult> | undefined;
    return {
      ...certificate,
      id: found?.id ?? null,
      status: certificate.status || (found?.status ?? ''),
      shortStatus: found?.shortStatus ?? '',
      certifiedDate: found?.certifiedDate ?? '',
    };
  });
}

/**
 * search/documentDetails (001 §2.16): the land document as the detail pane shows it. The amounts the county
 * does not show are left out (001 §3.8 displaySalePrice, displayMortgageAmount).
 */
export async function documentDetails(
  db: Queryable,
  docId: string,
  access: CallerRecordAccess,
  settings: Pick<RecordsIndexSettings, 'displaySalePrice' | 'displayMortgageAmount'>,
) {
  const result = await visibleResult(db, 'document', docId, access);
  if (!result) return null;
  return {
    ...result,
    salePrice: settings.displaySalePrice ? result.salePrice : null,
    mortgageAmount: settings.displayMortgageAmount ? result.mortgageAmount : null,
    imageAllowed: imageAllowed(access, result),
    referenceDocumentSearchResults: await referencedDocuments(db, result.referenceDocumentSearchResults, access),
    torrensSearchResults: await certificatesOf(db, result.torrensSearchResults, access),
  };
}
