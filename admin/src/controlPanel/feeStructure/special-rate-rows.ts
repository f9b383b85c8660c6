import { organizeSpecialRates, type SpecialRateRow } from '@landrecords/contracts/config/special-rates';

/** A row as the form holds it: rates in dollars, typed text or a number, blank as null (or '' or absent). */
export type SpecialRateFormRow = {
  documentType?: string;
  instrumentCode?: string;
  documentRate?: number | string | null;
  firstPageRate?: number | string | null;
  additionalPagesRate?: number | string | null;
};

/** 002 §9: rows are added 5 at a time, up to 100 entries. */
export const SPECIAL_RATE_LIMIT = 100;
const ROWS_AT_A_TIME = 5;
/** 002 §9: the limit is checked when the table already has 10 or more rows. */
const LIMIT_CHECKED_FROM = 10;

/** How many blank rows Add puts in: 5, fewer to stop at the limit, 0 at it (the limit's alert). */
export function addableRows(rows: number): number {
  if (rows < LIMIT_CHECKED_FROM) return ROWS_AT_A_TIME;
  return Math.max(0, Math.min(ROWS_AT_A_TIME, SPECIAL_RATE_LIMIT - rows));
}

export const blankSpecialRates = (count: number): SpecialRateFormRow[] =>
  Array.from({ length: count }, () => ({
    documentType: '',
    instrumentCode: '',
    documentRate: null,
    firstPageRate: null,
    additionalPagesRate: null,
  }));

const rateOf = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const rate = Number(value);
  return Number.isFinite(rate) ? rate : null;
};

/** Organize (002 §5), on the form's rows: drops blank rows, sorts the rest, blank rates become 0. */
export function organizedRows(rows: readonly SpecialRateFormRow[]): SpecialRateFormRow[] {
  const read: SpecialRateRow[] = rows.map((row) => ({
    documentType: (row.documentType ?? '').trim(),
    instrumentCode: (row.instrumentCode ?? '').trim(),
    documentRate: rateOf(row.documentRate),
    firstPageRate: rateOf(row.firstPageRate),
    additionalPagesRate: rateOf(row.additionalPagesRate),
  }));
  return organizeSpecialRates(read);
}
