import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { renderReportPdf } from '../platform/reports/pdf';
import type { RenderOptions, ReportDocument } from '../platform/reports/report-document';
import { writeReportXlsx } from '../platform/reports/xlsx';

export type ReportFormat = 'pdf' | 'xlsx';

export const contentTypes: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A short report printed in hand, answered with the call. */
export async function renderReportBytes(doc: ReportDocument, format: ReportFormat): Promise<Uint8Array> {
  if (format === 'pdf') return renderReportPdf(doc);
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeReportXlsx(doc, output);
  await finished(output);
  return Buffer.concat(chunks);
}

/** The report printed into a file (a long report's, kept for its owner to download). */
export async function renderReportFile(
  doc: ReportDocument,
  format: ReportFormat,
  path: string,
  options: RenderOptions,
): Promise<void> {
  if (format === 'pdf') {
    await writeFile(path, await renderReportPdf(doc, options));
    return;
  }
  const output = createWriteStream(path);
  await writeReportXlsx(doc, output, options);
  await finished(output);
}
