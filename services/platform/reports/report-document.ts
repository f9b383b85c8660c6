/**
 * A report as its renderers see it: what a PDF or a workbook prints, whatever report it is. The reports
 * (services/reports) build one from their criteria; the renderers (pdf.ts, xlsx.ts beside this file) print it
 * without knowing which report it is, streaming its rows so that no report is ever held whole in memory.
 */
export type ReportCell = string | number | null;

export type ReportColumn = {
  key: string;
  /** The printed column head, already translated. */
  header: string;
  /** Relative width: the PDF shares its line among the columns by these; the workbook uses it in characters. */
  width: number;
  /** money: integer cents, printed as dollars; date: an ISO instant, printed in the county's time zone. */
  kind?: 'text' | 'money' | 'number' | 'date';
};

export type ReportRow = Record<string, ReportCell>;

export type ReportDocument = {
  /** The file's name without extension (UserReport, AccountReport, ...), and the sheet's name. */
  name: string;
  /** The title printed at the top of every page, translated. */
  title: string;
  /** The criteria, one "Label: value" line each, translated, printed under the title. */
  criteria: string[];
  columns: ReportColumn[];
  /** The rows in print order, read as they are printed. */
  rows: AsyncIterable<ReportRow>;
  /** How many rows there will be, when known beforehand: progress is done / total. */
  total?: number;
  /** Lines printed after the rows (totals, counts by type in summary mode). */
  closing?: Array<{ label: string; value: ReportCell; kind?: ReportColumn['kind'] }>;
  /** Printed in place of the rows when there are none, translated. */
  empty: string;
  /** The log's chain head the report was built from (see the event store's chain): printed in the footer. */
  chainHead: string;
  /** When it was made, an ISO instant; printed in the county's time zone. */
  generatedAt: string;
  /** The county's IANA time zone for dates. */
  timeZone: string;
  /** The language the labels are in (a BCP 47 tag of the 14), for the font and date formats. */
  language: string;
  /** The renderers' own words, translated; English where absent. */
  labels?: ReportLabels;
};

/** Words the renderers print around a report: {page} and {pages} are replaced in `page`. */
export type ReportLabels = {
  /** Default "Page {page} of {pages}". */
  page?: string;
  /** Default "Chain head". */
  chainHead?: string;
  /** Default "Generated". */
  generatedAt?: string;
  /** The workbook's sheet of criteria; default "Criteria". */
  criteria?: string;
};

/** Told after each batch of rows printed; a renderer stops with an AbortError when `signal` is aborted. */
export type RenderOptions = { onProgress?: (rowsDone: number) => void; signal?: AbortSignal };
