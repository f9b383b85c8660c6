import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { abortErrorOf, printedDate, rowsPerBatch, wallClockDate } from './report-cells';
import type { RenderOptions, ReportCell, ReportColumn, ReportDocument } from './report-document';

const moneyFormat = '"$"#,##0.00';
const dateFormat = 'mm/dd/yyyy hh:mm AM/PM';
const numberFormat = '#,##0';

/** A sheet's name as Excel allows it: at most 31 characters, none of []:*?/\ */
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Report';

/** A cell as the workbook holds it: money as dollars (a number), a date as the county's clock showed it. */
function cellOf(value: ReportCell, kind: ReportColumn['kind'], timeZone: string): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'money' && typeof value === 'number') return value / 100;
  if (kind === 'date') return wallClockDate(value, timeZone) ?? String(value);
  return value;
}

const formatOf = (kind: ReportColumn['kind']) =>
  kind === 'money' ? moneyFormat : kind === 'date' ? dateFormat : kind === 'number' ? numberFormat : undefined;

/** Waits while the output is full, so a slow download holds the rows back instead of the zip growing. */
async function drained(output: NodeJS.WritableStream) {
  const writable = output as NodeJS.WritableStream & { writableNeedDrain?: boolean };
  if (writable.writableNeedDrain) await once(writable, 'drain');
}

/**
 * A report as an Excel workbook, written as it is read (exceljs's streaming writer, each row committed): the first
 * sheet is the table (a bold, frozen header row, money as dollars formatted "$"#,##0.00, dates as real dates on the
 * county's clock), then the closing lines (or `empty`) and a last row naming the log's chain head; the second sheet
 * holds the title, the criteria, the chain head and when it was generated. The chain head is also the workbook's
 * keywords and description. When it fails or is aborted, the output is destroyed (closed) and the error thrown.
 */
export async function writeReportXlsx(
  doc: ReportDocument,
  output: NodeJS.WritableStream,
  options: RenderOptions = {},
): Promise<void> {
  try {
    await writeWorkbook(doc, output, options);
  } catch (error) {
    // A workbook stopped half way is no workbook: the output is closed (a file's descriptor freed), without an
    // 'error' event that nobody may be listening for; the caller gets the error.
    (output as Writable).destroy();
    throw error;
  }
}

async function writeWorkbook(doc: ReportDocument, output: NodeJS.WritableStream, options: RenderOptions) {
  const { signal, onProgress } = options;
  if (signal?.aborted) throw abortErrorOf(signal);
  const labels = doc.labels ?? {};
  const chainHeadLine = `${labels.chainHead ?? 'Chain head'}: ${doc.chainHead}`;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output as Writable,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Land Record Portal';
  workbook.title = doc.title;
  workbook.subject = doc.name;
  workbook.keywords = doc.chainHead;
  workbook.description = chainHeadLine;
  workbook.created = new Date(doc.generatedAt);

  const table = workbook.addWorksheet(sheetNameOf(doc.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  table.columns = doc.columns.map((column) => ({
    key: column.key,
    width: Math.max(column.width, 8),
    style: formatOf(column.kind) ? { numFmt: formatOf(column.kind) } : {},
  }));
  const header = table.addRow(doc.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  let done = 0;
  for await (const row of doc.rows) {
    if (signal?.aborted) throw abortErrorOf(signal);
    table.addRow(doc.columns.map((column) => cellOf(row[column.key] ?? null, column.kind, doc.timeZone))).commit();
    done += 1;
    if (done % rowsPerBatch === 0) {
      onProgress?.(done);
      await drained(output);
      await nextTurn();
    }
  }
  if (signal?.aborted) throw abortErrorOf(signal);
  if (done === 0) table.addRow([doc.empty]).commit();
  for (const closing of doc.closing ?? []) {
    const line = table.addRow([closing.label, cellOf(closing.value, closing.kind, doc.timeZone)]);
    line.font = { bold: true };
    const format = formatOf(closing.kind);
    if (format) line.getCell(2).numFmt = format;
    line.commit();
  }
  table.addRow([chainHeadLine]).commit();
  table.commit();

  const criteria = workbook.addWorksheet(sheetNameOf(labels.criteria ?? 'Criteria'));
  criteria.getColumn(1).width = 80;
  const title = criteria.addRow([doc.title]);
  title.font = { bold: true };
  title.commit();
  for (const criterion of doc.criteria) criteria.addRow([criterion]).commit();
  criteria.addRow([chainHeadLine]).commit();
  criteria.addRow([`${labels.generatedAt ?? 'Generated'}: ${printedDate(doc.generatedAt, doc.timeZone)}`]).commit();
  criteria.commit();
  await workbook.commit();
  onProgress?.(done);
}
