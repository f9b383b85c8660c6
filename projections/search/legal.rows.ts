import type { Legal } from '@landrecords/contracts/records/feed';
import { nameKey } from '@landrecords/contracts/records/keys';
import { sortColumns } from './sort-columns';
import { text } from './table-rows';

export const legalColumns = [
  text('owner'),
  text('doc_id'),
  text('legal_type'),
  ...[
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
  ].map(text),
  ...sortColumns,
] as const;

/** A legal description's parts, folded the way the legal searches compare them. */
export function legalRow(owner: 'D' | 'T', docId: string, legal: Legal): unknown[] {
  const key = (value: string) => nameKey(value);
  return [
    owner,
    docId,
    legal.type,
    key(legal.platCode),
    key(legal.lot),
    key(legal.block),
    key(legal.sublot),
    key(legal.otherLotCode),
    key(legal.otherLot),
    key(legal.section),
    key(legal.township),
    key(legal.range),
    key(legal.qqqq),
    key(legal.qqq),
    key(legal.qq),
    key(legal.q),
    key(legal.base),
    key(legal.meridian),
    key(legal.municipality),
    key(legal.building),
    key(legal.unit),
    key(legal.garage),
  ];
}
