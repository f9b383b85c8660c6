import type { FeedRecordInput } from '../../../contracts/records/feed';
import { landDocumentPages } from './land-document-pages';
import { dollars } from './county';
import { displayName, type PartyInput } from './names';
import type { TemplateName } from './page-layout';

/**
 * What a record's recorded pages say: the recorder's stamp (number, recorded date and time, pages and fee),
 * the typed cover of the first page (mail-to block, title, parties, parcel, legal, amounts) and which printed
 * forms the pages are on. Records without pages (code lists, tract index parcels) have none.
 */

export interface PageContent {
  imageKeyType: string;
  docKeyNumber: string;
  pageCount: number;
  stamp: string;
  mailTo: string[];
  title: string;
  subtitle: string;
  lines: string[];
  first: TemplateName;
  following: TemplateName[];
  last?: TemplateName;
}

/** 06/14/2019 10:32 AM from an ISO date-time as the county's clock read it (or a date alone). */
export const prose = (first: TemplateName, mortgage = false) => ({
  first,
  following: (mortgage ? ['terms', 'covenants', 'exhibit'] : ['exhibit', 'conditions']) as TemplateName[],
  last: 'acknowledgment' as const,
});

export function stampDate(iso: string): string {
  const date = `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  if (iso.length <= 10) return date;
  const hours = Number(iso.slice(11, 13));
  return `${date} ${String(hours % 12 || 12).padStart(2, '0')}:${iso.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const partyNames = (parties: readonly PartyInput[] | undefined) => (parties ?? []).map(displayName).join('; ');
export const labelled = (label: string, value: string | undefined) => (value ? [`${label}: ${value}`] : []);

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
