import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse, type CsvError } from 'csv-parse';

/** A row that did not become (part of) a record: the file it is in, its line (the header is line 1) and why. */
export type AcrisReject = { file: string; lineNumber: number; reason: string };
export type OnAcrisReject = (reject: AcrisReject) => void;
/** Told how many more bytes of a file were read: how far a conversion is. */
export type OnAcrisBytes = (bytes: number) => void;

/** One CSV row by canonical column name (see columnName), with the file's name and the row's line. */
export type AcrisRow = { file: string; lineNumber: number; fields: Record<string, string> };

/** The files of an ACRIS open-data download, by what their names say. */
export const acrisFileNames = {
  master: 'real_property_master',
  parties: 'real_property_parties',
  legals: 'real_property_legals',
  references: 'real_property_references',
  remarks: 'real_property_remarks',
  controlCodes: 'document_control_codes',
  propertyTypes: 'property_type_codes',
} as const;
export type AcrisFile = keyof typeof acrisFileNames;

const simplified = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * Finds each file in the folder whether it is named as nycdb publishes it (acris_real_property_master.csv) or as
 * NYC Open Data names an export (ACRIS_-_Real_Property_Master.csv). A file that is not there is left out.
 */
export async function findAcrisFiles(folder: string): Promise<Partial<Record<AcrisFile, string>>> {
  const found: Partial<Record<AcrisFile, string>> = {};
  for (const entry of (await readdir(folder)).sort()) {
    if (!entry.toLowerCase().endsWith('.csv')) continue;
    const name = simplified(entry);
    for (const [file, marker] of Object.entries(acrisFileNames) as [AcrisFile, string][]) {
      if (name.includes(marker) && !found[file]) found[file] = join(folder, entry);
    }
  }
  return found;
}

/**
 * Column names as this converter reads them: the download's header ("DOC. TYPE", "REFERENCE BY CRFN " with its
 * trailing space, "% TRANSFERRED") simplified to snake case, and the Socrata API's field names mapped onto those.
 */
const socrataNames: Record<string, string> = {
  recorded_borough: 'borough',
  document_date: 'doc_date',
  document_amt: 'doc_amount',
  recorded_datetime: 'recorded_filed',
  reel_yr: 'reel_year',
  reel_pg: 'reel_page',
  percent_trans: 'transferred',
  doc_id_ref: 'reference_by_doc_id',
  reel_borough: 'reference_by_reel_borough',
  addr_unit: 'unit',
  sequence_number: 'remark_line_nbr',
  remark_text: 'remark_text_line',
};
const referenceSocrataNames: Record<string, string> = {
  crfn: 'reference_by_crfn',
  reel_year: 'reference_by_reel_year',
  reel_nbr: 'reference_by_reel_nbr',
  reel_page: 'reference_by_reel_page',
};

export function columnName(header: string, file: AcrisFile): string {
  const name = simplified(header);
  const canonical = socrataNames[name] ?? name;
  return file === 'references' ? (referenceSocrataNames[canonical] ?? canonical) : canonical;
}

/**
 * Streams a CSV's rows. A row csv-parse cannot read (too few or too many fields, a quote never closed) goes to
 * onReject with its line and the rows after it still come. A file without one of the required columns is no
 * ACRIS file of that kind: that throws, since none of its rows could be read.
 */
export async function* readAcrisCsv(
  path: string,
  file: AcrisFile,
  required: readonly string[],
  onReject: OnAcrisReject,
  onBytes?: OnAcrisBytes,
): AsyncGenerator<AcrisRow> {
  const name = basename(path);
  let lastLine = 1;
  // csv-parse reports a bad row while it reads ahead; held here, it is reported in the file's order.
  const pending: AcrisReject[] = [];
  const input = createReadStream(path);
  if (onBytes) input.on('data', (chunk) => onBytes(chunk.length));
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((column) => columnName(column, file));
        const missing = required.filter((column) => !names.includes(column));
        if (missing.length > 0) throw new Error(`${path}: no column ${missing.join(', ')} in the header`);
        return names;
      },
      info: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        if (!error) return;
        // A quote never closed swallows the rest of the file: the damage starts after the last good row.
        const lineNumber = error.code === 'CSV_QUOTE_NOT_CLOSED' ? lastLine + 1 : Number(error.lines);
        const reason =
          error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote is never closed (to the end of the file)' : error.message;
        lastLine = Number(error.lines);
        pending.push({ file: name, lineNumber, reason });
      },
      on_record: (record, context) => {
        lastLine = context.lines;
        return record;
      },
    }),
  );
  for await (const { info, record } of parser as AsyncIterable<{
    info: { lines: number };
    record: Record<string, string>;
  }>) {
    while (pending.length > 0 && pending[0]!.lineNumber < info.lines) onReject(pending.shift()!);
    yield { file: name, lineNumber: info.lines, fields: record };
  }
  pending.forEach(onReject);
}

/** A field with its spaces collapsed ("EAST 13TH   STREET" is EAST 13TH STREET); '' when the column is absent. */
export const field = (row: AcrisRow, column: string) => (row.fields[column] ?? '').replace(/\s+/g, ' ').trim();
