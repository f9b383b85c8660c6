import { z } from 'zod';
import { optionalAmount, text } from './fields';
import { configMessages as m } from './messages';

/** Document type 0 means All document types (002 §5). */
export const ALL_DOCUMENT_TYPES = '0';

export const specialRateRowSchema = z.object({
  documentType: text(20),
  instrumentCode: text(20),
  documentRate: optionalAmount(),
  firstPageRate: optionalAmount(),
  additionalPagesRate: optionalAmount(),
});
export type SpecialRateRow = z.infer<typeof specialRateRowSchema>;
/** A row once organized: its blank rates are 0. */
export type SpecialRate = { [Field in keyof SpecialRateRow]: NonNullable<SpecialRateRow[Field]> };

const hasRate = (row: SpecialRateRow) =>
  row.documentRate !== null || row.firstPageRate !== null || row.additionalPagesRate !== null;
const isBlank = (row: SpecialRateRow) => !row.documentType && !row.instrumentCode && !hasRate(row);
const keyOf = (row: SpecialRateRow) => `${row.documentType}\u0000${row.instrumentCode}`;

/** The first row breaking each rule of 002 §5 "Special rates", as [row index, field, message]. */
function specialRateIssues(rows: readonly SpecialRateRow[]): Array<[number, keyof SpecialRateRow, string]> {
  const filled = rows.map((row, index) => ({ row, index })).filter(({ row }) => !isBlank(row));
  const issues: Array<[number, keyof SpecialRateRow, string]> = [];
  const first = (
    broken: (row: SpecialRateRow, position: number) => boolean,
    field: keyof SpecialRateRow,
    message: string,
  ) => {
    const found = filled.find(({ row }, position) => broken(row, position));
    if (found) issues.push([found.index, field, message]);
  };
  first((row) => !row.documentType && Boolean(row.instrumentCode), 'documentType', m.specialRateNeedsDocumentType.text);
  first((row) => !row.documentType && !row.instrumentCode, 'documentType', m.specialRateNeedsDocumentTypeAlone.text);
  first((row) => !hasRate(row), 'documentRate', m.specialRateNeedsRate.text);
  const codesForAll = new Set(
    filled
      .filter(({ row }) => row.documentType === ALL_DOCUMENT_TYPES && row.instrumentCode)
      .map(({ row }) => row.instrumentCode),
  );
  first(
    (row) => row.documentType !== ALL_DOCUMENT_TYPES && codesForAll.has(row.instrumentCode),
    'instrumentCode',
    m.specialRateDuplicateAll.text,
  );
  const keys = filled.map(({ row }) => keyOf(row));
  first((row, position) => keys.indexOf(keyOf(row)) < position, 'instrumentCode', m.specialRateDuplicate.text);
  return issues;
}

/** Organize (002 §5): drops blank rows, sorts the rest by document type and instrument code, blank rates become 0. */
export function organizeSpecialRates(rows: readonly SpecialRateRow[]): SpecialRate[] {
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .filter((row) => !isBlank(row))
    .map((row) => ({
      ...row,
      documentRate: row.documentRate ?? 0,
      firstPageRate: row.firstPageRate ?? 0,
      additionalPagesRate: row.additionalPagesRate ?? 0,
    }))
    .sort((a, b) => order(a.documentType, b.documentType) || order(a.instrumentCode, b.instrumentCode));
}

/** A special rate table: at most 100 rows, checked by the rules above, stored organized. */
export const specialRatesTable = () =>
  z
    .array(specialRateRowSchema)
    .max(100, m.specialRateLimit.text)
    .default([])
    .superRefine((rows, context) => {
      for (const [index, field, message] of specialRateIssues(rows)) {
        context.addIssue({ code: 'custom', path: [index, field], message });
      }
    })
    .transform(organizeSpecialRates);

/** The amounts of a table's rows, for the dollars-and-cents conversion (see index.ts). */
export const specialRateAmounts = (table: string) =>
  ['documentRate', 'firstPageRate', 'additionalPagesRate'].map((field) => `${table}.*.${field}`);
