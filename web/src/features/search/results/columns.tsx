import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';
import type {
  GrantorGranteeBookResult,
  LandDocumentResult,
  NameResult,
  SearchResultRow,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@landrecords/contracts/search/results';

/** A column of a result table (001 §2.15–§2.21): its heading, the sort keys it shows, and its cell. */
export type Column = {
  id: string;
  header: string;
  sortKeys: readonly string[];
  /** The row's name on its open button (the first column). */
  opener?: (row: SearchResultRow) => string;
  cell: (row: SearchResultRow) => ReactNode;
  width?: string;
};

/** A short list with a 'more' badge when it holds more than the cell shows. */
function ShortList({ items, shown = 1, t }: { items: string[]; shown?: number; t: TFunction }) {
  if (items.length === 0) return null;
  return (
    <>
      {items.slice(0, shown).map((item, index) => (
        <span className="line" key={index}>
          {item}
        </span>
      ))}
      {items.length > shown && <span className="more">{t('searchResults.more', { count: items.length - shown })}</span>}
    </>
  );
}

const Small = ({ children }: { children: ReactNode }) => <span className="small">{children}</span>;

const names = (list: NameResult[]) => list.map((name) => name.displayName);

function generalColumns(t: TFunction, settings: SearchSettings | undefined): Column[] {
  const doc = (row: SearchResultRow) => row as LandDocumentResult;
  return [
    {
      id: 'document',
      header: t('searchResults.columns.document'),
      sortKeys: ['docNumber', 'instrument'],
      opener: (row) => doc(row).displayDocNumber,
      cell: (row) => <Small>{doc(row).instrumentDescription}</Small>,
      width: '22%',
    },
    {
      id: 'recorded',
      header: settings?.bookType
        ? t('searchResults.columns.recordedBookType', { book: settings.bookLabel })
        : t('searchResults.columns.recordedBook', { book: settings?.bookLabel ?? t('searchResults.book') }),
      sortKeys: ['recordedDate', 'book'],
      cell: (row) => (
        <>
          {doc(row).recordedDate}
          <Small>{doc(row).displayBookAndPage}</Small>
        </>
      ),
      width: '18%',
    },
    {
      id: 'names',
      header: t('searchResults.columns.names'),
      sortKeys: [],
      cell: (row) => (
        <>
          <Small>{t('searchResults.grantors')}</Small>
          <ShortList items={names(doc(row).grantorSearchResults)} shown={2} t={t} />
          <Small>{t('searchResults.grantees')}</Small>
          <ShortList items={names(doc(row).granteeSearchResults)} shown={2} t={t} />
        </>
      ),
      width: '30%',
    },
    {
      id: 'references',
      header: t('searchResults.columns.references'),
      sortKeys: [],
      cell: (row) => (
        <>
          <ShortList
            items={doc(row).referenceDocumentSearchResults.map((r) => r.displayDocNumber || r.displayBookAndPage)}
            t={t}
          />
          <ShortList items={doc(row).legalSearchResults.map((legal) => legal.description)} t={t} />
        </>
      ),
    },
  ];
}

function torrensColumns(t: TFunction, settings: SearchSettings | undefined): Column[] {
  const cert = (row: SearchResultRow) => row as TorrensCertificateResult;
  return [
    {
      id: 'certificate',
      header: t('searchResults.columns.certificate'),
      sortKeys: ['certificateNumber'],
      opener: (row) => cert(row).certificateNumber,
      cell: (row) => (
        <>
          <Small>{t(`searchResults.shortStatus.${cert(row).shortStatus}`)}</Small>
          {settings?.torrensUseFileNumber && cert(row).fileNumber && (
            <Small>{t('searchResults.fileNumber', { number: cert(row).fileNumber })}</Small>
          )}
        </>
      ),
      width: '30%',
    },
    {
      id: 'certified',
      header: t('searchResults.columns.certified', { book: settings?.bookLabel ?? t('searchResults.book') }),
      sortKeys: ['certifiedDate', 'book'],
      cell: (row) => (
        <>
          {cert(row).certifiedDate}
          <Small>{cert(row).displayBookAndPage}</Small>
        </>
      ),
      width: '30%',
    },
    {
      id: 'status',
      header: t('searchResults.columns.status'),
      sortKeys: [],
      cell: (row) => (
        <>
          {t(`searchResults.status.${cert(row).status}`)}
          {cert(row).cancelledBySearchResults.length > 1 && (
            <span className="more" style={{ marginLeft: 8 }}>
              {t('searchResults.moreBadge')}
            </span>
          )}
        </>
      ),
    },
  ];
}

function tractBookColumns(t: TFunction): Column[] {
  const entry = (row: SearchResultRow) => row as TractBookResult;
  return [
    {
      id: 'tractBook',
      header: t('searchResults.columns.tractBook'),
      sortKeys: ['tractBookId', 'recordedDate'],
      opener: (row) => entry(row).docId,
      cell: (row) => <Small>{entry(row).recordedDate}</Small>,
      width: '30%',
    },
    {
      id: 'legal',
      header: t('searchResults.columns.legal'),
      sortKeys: [],
      cell: (row) => <ShortList items={entry(row).legalSearchResults.map((legal) => legal.description)} t={t} />,
    },
  ];
}

function grantorGranteeBookColumns(t: TFunction): Column[] {
  const entry = (row: SearchResultRow) => row as GrantorGranteeBookResult;
  const plain = (id: string, sortKeys: string[], value: (row: GrantorGranteeBookResult) => string): Column => ({
    id,
    header: t(`searchResults.columns.${id}`),
    sortKeys,
    cell: (row) => value(entry(row)),
  });
  return [
    {
      id: 'bookId',
      header: t('searchResults.columns.bookId'),
      sortKeys: ['id'],
      opener: (row) => entry(row).id,
      cell: () => null,
    },
    plain('type', [], (row) => row.type),
    plain('fromName', ['fromName'], (row) => row.fromName),
    plain('toName', [], (row) => row.toName),
    plain('fromDate', ['fromDate'], (row) => row.fromDate),
    plain('toDate', [], (row) => row.toDate),
  ];
}

function taxLienColumns(t: TFunction): Column[] {
  const lien = (row: SearchResultRow) => row as TaxLienResult;
  return [
    {
      id: 'document',
      header: t('searchResults.columns.document'),
      sortKeys: ['docNumber'],
      opener: (row) => lien(row).displayDocNumber,
      cell: (row) => <Small>{lien(row).instrumentDescription}</Small>,
      width: '20%',
    },
    {
      id: 'lienDates',
      header: t('searchResults.columns.lienDates'),
      sortKeys: ['recordedDate', 'lienDate'],
      cell: (row) => (
        <>
          {lien(row).recordedDate}
          <Small>{lien(row).lienDate}</Small>
        </>
      ),
      width: '16%',
    },
    {
      id: 'lien',
      header: t('searchResults.columns.lien'),
      sortKeys: ['lienNumber'],
      cell: (row) => (
        <>
          {lien(row).lienNumber}
          <ShortList items={lien(row).taxpayerSearchResults.map((taxpayer) => taxpayer.name)} t={t} />
        </>
      ),
      width: '26%',
    },
    {
      id: 'revisions',
      header: t('searchResults.columns.revisions'),
      sortKeys: [],
      cell: (row) => (
        <ShortList items={lien(row).revisionSearchResults.map((revision) => revision.displayDocNumber)} t={t} />
      ),
    },
    {
      id: 'releases',
      header: t('searchResults.columns.releases'),
      sortKeys: [],
      cell: (row) => (
        <ShortList
          items={lien(row).releaseSearchResults.map(
            (release) => release.releaseDisplayDocNumber || release.revokeDisplayDocNumber,
          )}
          t={t}
        />
      ),
    },
  ];
}

export function columnsOf(kind: ResultKind, t: TFunction, settings: SearchSettings | undefined): Column[] {
  switch (kind) {
    case 'general':
      return generalColumns(t, settings);
    case 'torrens':
      return torrensColumns(t, settings);
    case 'tractBook':
      return tractBookColumns(t);
    case 'grantorGranteeBook':
      return grantorGranteeBookColumns(t);
    case 'taxLien':
      return taxLienColumns(t);
  }
}

/** The sort selector's label of each key; the book key takes the county's book label. */
export const sortLabel = (t: TFunction, key: string, settings: SearchSettings | undefined) =>
  key === 'book' ? (settings?.bookLabel ?? t('searchResults.book')) : t(`searchResults.sortKeys.${key}`);
