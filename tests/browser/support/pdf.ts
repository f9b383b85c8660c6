import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect } from '@jest/globals';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import type { Download } from 'playwright-core';

/** A page's fingerprint: its scans' bytes (its content stream when it has none), the same in whichever PDF. */
function fingerprint(pdf: PDFDocument, page: PDFPage): string {
  const hash = createHash('sha256');
  const images = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const streams = images && images.values().length > 0 ? images.values() : [page.node.get(PDFName.of('Contents'))];
  for (const reference of streams) {
    const stream = reference && pdf.context.lookup(reference);
    if (stream instanceof PDFRawStream) hash.update(stream.contents);
  }
  return hash.digest('hex');
}

/** A download's PDF, checked to begin as one: its page count, its pages' fingerprints and its file name. */
export async function savedPdf(download: Download) {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages();
  return {
    pages: pages.length,
    fingerprints: pages.map((page) => fingerprint(pdf, page)),
    name: download.suggestedFilename(),
  };
}

/** A downloaded PDF's page count (pdf-lib reads it). */
export async function pdfPages(download: Download): Promise<number> {
  const bytes = await readFile((await download.path())!);
  return (await PDFDocument.load(bytes)).getPageCount();
}
