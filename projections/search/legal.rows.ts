import type { Legal } from '@landrecords/contracts/records/feed';
import { codeKey, nameKey } from '@landrecords/contracts/records/keys';
import { sortColumns } from './sort-columns';
import { text } from './table-rows';

const partColumns = [
  'plat_code',
  'lot',
  'block',
  'sublot',
  'other_lot_code',
  'other_lot',
  'section',
  'township',
  'range',
  'qqqq',
  'qqq',
  'qq',
  'q',
  'base',
  'meridian',
  'municipality_key',
  'building',
  'unit',
  'garage',
] as const;
export type PartColumn = (typeof partColumns)[number];

export const legalColumns = [
  text('owner'),
  text('doc_id'),
  text('legal_type'),
  ...partColumns.map(text),
  ...sortColumns,
] as const;

/**
 * A part of a legal as the legal searches compare it. Codes (lots, blocks, plats...) drop their punctuation, so
 * '12-A' is found as 12A; the municipality and other lot code are looked up in their code lists by nameKey
 * (legal-details.queries.ts).
 */
export const legalPartKey = (column: PartColumn, value: string) =>
  column === 'municipality_key' || column === 'other_lot_code' ? nameKey(value) : codeKey(value);

/** A legal's value of each part column. */
const partValues = (legal: Legal): Record<PartColumn, string> => ({
  plat_code: legal.platCode,
  lot: legal.lot,
  block: legal.block,
  sublot: legal.sublot,
  other_lot_code: legal.otherLotCode,
  other_lot: legal.otherLot,
  section: legal.section,
  township: legal.township,
  range: legal.range,
  qqqq: legal.qqqq,
  qqq: legal.qqq,
  qq: legal.qq,
  q: legal.q,
  base: legal.base,
  meridian: legal.meridian,
  municipality_key: legal.municipality,
  building: legal.building,
  unit: legal.unit,
  garage: legal.garage,
});

/** A legal description's parts, folded the way the legal searches compare them. */
export function legalRow(owner: 'D' | 'T', docId: string, legal: Legal): unknown[] {
  const values = partValues(legal);
  return [owner, docId, legal.type, ...partColumns.map((column) => legalPartKey(column, values[column]))];
}
