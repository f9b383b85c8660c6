import type { FeedRecordInput } from '../../../contracts/records/feed';
import { landDocumentPages } from './land-document-pages';
export type { PageContent } from './page-parts';
import { dollars } from './county';
import { labelled, partyNames, prose, stampDate, type PageContent } from './page-parts';

export function pageContentOf(record: FeedRecordInput): PageContent | undefined {
  if (!('sourcedDocKey' in record) || !record.sourcedDocKey || !record.pageCount) return undefined;
  const { imageKeyType, docKeyNumber } = record.sourcedDocKey;
  const base = { imageKeyType, docKeyNumber, pageCount: record.pageCount, mailTo: [] as string[], subtitle: '' };
  switch (record.kind) {
    case 'landDocument':
      return landDocumentPages(record, base);
    case 'torrensCertificate':
      return {
        ...base,
        stamp: `CERT. ${record.certificateNumber}  ${stampDate(record.certifiedDate)}`,
        title: 'CERTIFICATE OF TITLE',
        subtitle: `No. ${record.certificateNumber}   ${record.fileNumber ? `File ${record.fileNumber}   ` : ''}${record.status}`,
        lines: [
          ...labelled('OWNERS', partyNames(record.owners)),
          ...labelled('LAND', record.legalText),
          ...labelled('CANCELLED BY', record.cancelledBy?.map((c) => c.certificateNumber).join(', ')),
          ...labelled(
            'MEMORIALS',
            record.memorials?.map((m) => `${m.docNumber} ${m.instrumentDescription ?? ''}`).join('; '),
          ),
        ],
        first: 'certificate',
        following: ['memorials'],
      };
    case 'taxLien':
      return {
        ...base,
        stamp: `${record.docNumber}  ${stampDate(record.recordedDateTime)}`,
        title: (record.instrumentDescription || record.instrumentCode).toUpperCase(),
        subtitle: `Lien No. ${record.lienNumber}`,
        lines: [
          ...labelled('TAXPAYER', partyNames(record.taxpayers)),
          ...labelled('ADDRESS', record.taxpayers?.[0]?.displayAddress),
          ...labelled('KIND OF TAX', record.lienType),
          ...labelled('ASSESSED', stampDate(record.lienDate)),
          ...labelled('AMOUNT', dollars(record.totalAmount)),
          ...labelled('REFILE BY', record.expirationDate ? stampDate(record.expirationDate) : ''),
        ],
        ...prose('lien'),
      };
    case 'tractBookEntry':
      return {
        ...base,
        stamp: `${record.docId}  ${stampDate(record.recordedDateTime.slice(0, 10))}`,
        title: 'TRACT BOOK',
        subtitle: record.instrumentDescription ?? '',
        lines: (record.legals ?? []).map((legal) => legal.description ?? ''),
        first: 'ledger',
        following: ['ledger'],
      };
    case 'grantorGranteeBookEntry':
      return {
        ...base,
        stamp: `${record.id}  ${stampDate(record.fromDate)}`,
        title: 'GRANTOR - GRANTEE BOOK',
        subtitle: record.type ?? '',
        lines: [
          `FROM: ${record.fromName}`,
          `TO: ${record.toName}`,
          `DATED ${stampDate(record.fromDate)}, RECORDED ${stampDate(record.toDate)}`,
        ],
        first: 'ledger',
        following: ['ledger'],
      };
    case 'plat':
      return {
        ...base,
        stamp: `PLAT ${record.platNumber}  ${record.recordedDate ? stampDate(record.recordedDate) : ''}`,
        title: `PLAT OF ${record.platName}`,
        subtitle: `Plat No. ${record.platNumber}   Code ${record.platCode}`,
        lines: [],
        first: 'plat',
        following: ['exhibit'],
      };
    default:
      return undefined;
  }
}
