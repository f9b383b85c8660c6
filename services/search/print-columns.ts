import { dollarsToCents, formatDollars } from '@landrecords/contracts/money';
import type { ResultKind } from '@landrecords/contracts/search/paging';

type Row = Record<string, unknown>;
type Named = { displayName?: string; name?: string };
export type PrintColumn = { header: string; width: number; value: (row: Row) => string };

const field = (name: string) => (row: Row) => String(row[name] ?? '');
const names = (list: string) => (row: Row) =>
  ((row[list] as Named[] | undefined) ?? []).map((party) => party.displayName ?? party.name ?? '').join('; ');

/** The columns of each result kind's printed list, as its results table shows them (001 §2.15–§2.21). */
export const printColumns: Record<ResultKind, PrintColumn[]> = {
  general: [
    { header: 'Document #', width: 90, value: field('displayDocNumber') },
    { header: 'Instrument', width: 110, value: field('instrumentDescription') },
    { header: 'Recorded', width: 70, value: field('recordedDate') },
    { header: 'Book/Page', width: 70, value: field('displayBookAndPage') },
    { header: 'Grantors', width: 160, value: names('grantorSearchResults') },
    { header: 'Grantees', width: 160, value: names('granteeSearchResults') },
    {
      header: 'Legals',
      width: 92,
      value: (row) =>
        ((row.legalSearchResults as Array<{ description: string }> | undefined) ?? [])
          .map((legal) => legal.description)
          .join('; '),
    },
  ],
  torrens: [
    { header: 'Certificate #', width: 110, value: field('certificateNumber') },
    { header: 'File #', width: 90, value: field('fileNumber') },
    { header: 'Certified', width: 80, value: field('certifiedDate') },
    { header: 'Book/Page', width: 90, value: field('displayBookAndPage') },
    { header: 'Status', width: 90, value: field('status') },
    { header: 'Owners', width: 292, value: names('owners') },
  ],
  tractBook: [
    { header: 'Tract Book ID', width: 110, value: field('docId') },
    { header: 'Recorded', width: 90, value: field('recordedDate') },
    {
      header: 'Legal Description',
      width: 552,
      value: (row) =>
        ((row.legalSearchResults as Array<{ description: string }> | undefined) ?? [])
          .map((legal) => legal.description)
          .join('; '),
    },
  ],
  grantorGranteeBook: [
    { header: 'ID', width: 90, value: field('id') },
    { header: 'Type', width: 90, value: field('type') },
    { header: 'From Name', width: 190, value: field('fromName') },
    { header: 'To Name', width: 190, value: field('toName') },
    { header: 'From Date', width: 96, value: field('fromDate') },
    { header: 'To Date', width: 96, value: field('toDate') },
  ],
  taxLien: [
    { header: 'Document #', width: 90, value: field('displayDocNumber') },
    { header: 'Recorded', width: 70, value: field('recordedDate') },
    { header: 'Lien Date', width: 70, value: field('lienDate') },
    { header: 'Lien #', width: 90, value: field('lienNumber') },
    {
      header: 'Amount',
      width: 80,
      value: (row) => (row.totalAmount == null ? '' : formatDollars(dollarsToCents(Number(row.totalAmount)))),
    },
    { header: 'Taxpayers', width: 252, value: names('taxpayerSearchResults') },
  ],
};
