import type { RecordsIndexSettings } from '@landrecords/contracts/config/records-index';
import type { LegalDescriptionTypeDetail } from '@landrecords/contracts/search/details';
import { nameKey } from '@landrecords/contracts/records/keys';
import { sql, type Queryable } from '../platform/database';
import type { CallerRecordAccess } from './image-access';

/** A search_legals row with its plat's number and name and its codes' descriptions. */
type LegalRow = Record<string, string>;
type Column = { header: string; value: (row: LegalRow) => string; shown?: (settings: RecordsIndexSettings) => boolean };

const column = (header: string, field: string, shown?: Column['shown']): Column => ({
  header,
  value: (row) => row[field] ?? '',
  ...(shown ? { shown } : {}),
});
const plat = [column('Plat Number', 'plat_number'), column('Plat Name', 'plat_name')];

/**
 * The modal's three kinds (001 §2.17, §3.5), in its order, each with the 001 §3.5 names of its headers and rows.
 * Optional parts show as the county's records index settings show them on the search forms (001 §2.7).
 */
const kinds = [
  {
    type: 'MB',
    description: 'Metes and Bounds',
    names: ['metesAndBoundsHeaders', 'metesAndBoundsRows'],
    columns: [
      column('Section', 'section'),
      column('Township', 'township'),
      column('Range', 'range'),
      column('QQQQ', 'qqqq', (settings) => settings.qqqq),
      column('QQQ', 'qqq', (settings) => settings.qqq),
      column('QQ', 'qq'),
      column('Q', 'q'),
      column('Base', 'base', (settings) => settings.baseline),
      column('Meridian', 'meridian', (settings) => settings.meridian),
      column('Municipality', 'municipality', (settings) => settings.municipality),
      column('Other Lot Type', 'other_lot_type', (settings) => settings.mbOtherLot),
      column('Other Lot', 'other_lot', (settings) => settings.mbOtherLot),
    ],
  },
  {
    type: 'LB',
    description: 'Lots and Blocks',
    names: ['lotsAndBlocksHeaders', 'lotsAndBlocksRows'],
    columns: [
      ...plat,
      column('Lot', 'lot'),
      column('Sublot', 'sublot', (settings) => settings.sublot),
      column('Block', 'block'),
      column('Other Lot Type', 'other_lot_type'),
      column('Other Lot', 'other_lot'),
      column('Municipality', 'municipality', (settings) => settings.municipality),
    ],
  },
  {
    type: 'CONDO',
    description: 'Condominium',
    names: ['condoHeaders', 'condoRows'],
    columns: [...plat, column('Building', 'building'), column('Unit', 'unit'), column('Garage', 'garage')],
  },
] as const;

/** Whose legals these are: a land document's (D) before a tract book entry's (T) of the same id. */
async function legalOwner(db: Queryable, id: string, access: CallerRecordAccess) {
  const visible = access.viewProtected ? sql.fragment`` : sql.fragment`WHERE NOT protected`;
  return (await db.maybeOneFirst(sql.unsafe`
    SELECT owner FROM (
      SELECT 'D' AS owner, 1 AS rank, protected FROM search_documents WHERE doc_id = ${id}
      UNION ALL
      SELECT 'T', 2, protected FROM search_tract_book_entries WHERE doc_id = ${id}
    ) owners ${visible}
    ORDER BY rank LIMIT 1`)) as 'D' | 'T' | null;
}

/** Code → description of a code list the feed brought, keyed as search_legals folds its values. */
async function descriptions(db: Queryable, list: string): Promise<Map<string, string>> {
  const entries = ((await db.maybeOneFirst(sql.unsafe`SELECT entries FROM search_code_lists WHERE list = ${list}`)) ??
    []) as Array<{ code: string; description: string }>;
  return new Map(entries.map((entry) => [nameKey(entry.code), entry.description || entry.code]));
}

/**
 * search/legalDescriptionDetails (001 §2.17): a document's legal descriptions, or a tract book entry's, grouped
 * by kind with display headers and rows. Null when there is no such record the caller may see.
 */
export async function legalDescriptionDetails(
  db: Queryable,
  id: string,
  access: CallerRecordAccess,
  settings: RecordsIndexSettings,
): Promise<LegalDescriptionTypeDetail[] | null> {
  const owner = await legalOwner(db, id, access);
  if (!owner) return null;
  const rows = (await db.any(sql.unsafe`
    SELECT l.*, coalesce(p.plat_number, l.plat_code) AS plat_number, coalesce(p.plat_name, '') AS plat_name
    FROM search_legals l LEFT JOIN search_plats p ON p.plat_code = l.plat_code AND l.plat_code <> ''
    WHERE l.owner = ${owner} AND l.doc_id = ${id}
    ORDER BY l.legal_type, l.plat_code, lpad(l.block, 20, '0'), lpad(l.lot, 20, '0'), lpad(l.township, 20, '0'),
      lpad(l.range, 20, '0'), lpad(l.section, 20, '0'), l.building, l.unit, l.garage`)) as readonly LegalRow[];
  const municipalities = await descriptions(db, 'municipalities');
  const otherLotCodes = await descriptions(db, 'otherLotCodes');
  const shown = rows.map((row): LegalRow => ({
    ...row,
    municipality: municipalities.get(row.municipality_key ?? '') ?? row.municipality_key ?? '',
    other_lot_type: otherLotCodes.get(row.other_lot_code ?? '') ?? row.other_lot_code ?? '',
  }));
  return kinds.flatMap((kind) => {
    const ofKind = shown.filter((row) => row.legal_type === kind.type);
    if (ofKind.length === 0) return [];
    const columns = kind.columns.filter((candidate: Column) => candidate.shown?.(settings) ?? true);
    const headers = columns.map((candidate) => candidate.header);
    const values = ofKind.map((row) => columns.map((candidate) => candidate.value(row)));
    const [headersName, rowsName] = kind.names;
    return [
      {
        type: kind.type,
        description: kind.description,
        headers,
        rows: values,
        [headersName]: headers,
        [rowsName]: values,
      },
    ];
  });
}
