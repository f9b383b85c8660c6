import { setImmediate as nextTurn } from 'node:timers/promises';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, type PDFFont, type PDFPage } from 'pdf-lib';
import { Typesetter, type TextRun } from './pdf-typesetter';
import { abortErrorOf, printedCell, printedDate, rowsPerBatch } from './report-cells';
import type { RenderOptions, ReportColumn, ReportDocument } from './report-document';

/** Landscape letter, in points. */
const sheet = { width: 792, height: 612, margin: 36 };
const size = { title: 13, text: 9, footer: 7 };
const line = 12;
const cellPadding = 6;
const footerY = 20;
const lowestRow = sheet.margin;

type PlacedColumn = ReportColumn & { x: number; width: number; right: boolean };

function placeColumns(columns: ReportColumn[]): PlacedColumn[] {
  const usable = sheet.width - 2 * sheet.margin;
  const total = columns.reduce((sum, column) => sum + column.width, 0) || 1;
  let x = sheet.margin;
  return columns.map((column) => {
    const width = (usable * column.width) / total;
    const placed = { ...column, x, width, right: column.kind === 'money' || column.kind === 'number' };
    x += width;
    return placed;
  });
}

/**
 * One page's drawing, kept as PDF content text and stored deflated when the page is full: a 10,000-row report
 * holds a few kilobytes per finished page, not pdf-lib's operator objects for each of its 80,000 cells.
 */
class PageContent {
  private content: string[] = [];
  private readonly fontKeys = new Map<PDFFont, string>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly page: PDFPage,
  ) {}

  private keyOf(font: PDFFont) {
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(font.name, font.ref).toString();
      this.fontKeys.set(font, key);
    }
    return key;
  }

  /** Text at (x, y) on its baseline; each run switches font, the position running on after each. */
  text(runs: TextRun[], x: number, y: number, fontSize: number) {
    if (runs.length === 0) return;
    const shown = runs.map((run) => {
      const show = `${this.keyOf(run.font)} ${fontSize} Tf ${run.font.encodeText(run.text).toString()} Tj`;
      // Filled and outlined in black: the regular face drawn bold (pdf-typesetter.ts, CJK).
      return run.emboldened ? `0 G ${(fontSize * 0.04).toFixed(2)} w 2 Tr ${show} 0 Tr` : show;
    });
    this.content.push(`BT ${x.toFixed(2)} ${y.toFixed(2)} Td ${shown.join(' ')} ET`);
  }

  rule(y: number) {
    this.content.push(
      `0.4 0.4 0.4 RG 0.5 w ${sheet.margin} ${y.toFixed(2)} m ${sheet.width - sheet.margin} ${y.toFixed(2)} l S`,
    );
  }

  /** Stores what was drawn as one compressed stream of the page. */
  close() {
    if (this.content.length === 0) return;
    // Node's zlib rather than pdf-lib's pako: pako makes a few hundred kilobytes of buffers for each page.
    const stream = PDFRawStream.of(
      this.pdf.context.obj({ Filter: 'FlateDecode' }),
      deflateSync(this.content.join('\n')),
    );
    this.page.node.addContentStream(this.pdf.context.register(stream));
    this.content = [];
  }
}

/**
 * A report as a PDF: the title on every page and the criteria under it on the first, the column heads on every
 * page, a line per row cut to its columns with "...", the closing lines after the rows (or `empty`), and in each
 * page's foot the log's chain head, when it was generated and "Page N of M". Every text prints in its own script
 * with the embedded Noto fonts (report-fonts.ts). Rows are drawn as they are read; none is kept.
 */
export async function renderReportPdf(doc: ReportDocument, options: RenderOptions = {}): Promise<Uint8Array> {
  const { signal, onProgress } = options;
  if (signal?.aborted) throw abortErrorOf(signal);
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setSubject(doc.name);
  pdf.setKeywords([`chain head ${doc.chainHead}`]);
  pdf.setProducer('Land Record Portal');
  pdf.setLanguage(doc.language);
  const type = new Typesetter(pdf, doc.language, process.env.REPORT_FONT_DIR);
  const columns = placeColumns(doc.columns);
  const pages: PDFPage[] = [];
  let current!: PageContent;
  let y = 0;

  const write = async (text: string, x: number, width: number, options: { bold?: boolean; right?: boolean } = {}) => {
    const runs = await type.fitted(text, width, size.text, options.bold ? 'bold' : 'regular');
    const at = options.right ? x + width - Typesetter.widthOf(runs, size.text) : x;
    current.text(runs, at, y, size.text);
  };
  const columnHeads = await Promise.all(
    columns.map((column) => type.fitted(column.header, column.width - cellPadding, size.text, 'bold')),
  );
  const titleRuns = await type.fitted(doc.title, sheet.width - 2 * sheet.margin, size.title, 'bold');

  const newPage = async () => {
    current?.close();
    const page = pdf.addPage([sheet.width, sheet.height]);
    pages.push(page);
    current = new PageContent(pdf, page);
    y = sheet.height - sheet.margin - size.title;
    current.text(titleRuns, sheet.margin, y, size.title);
    y -= line + 4;
    if (pages.length === 1) {
      for (const criterion of doc.criteria) {
        await write(criterion, sheet.margin, sheet.width - 2 * sheet.margin);
        y -= line;
      }
      y -= 4;
    }
    columns.forEach((column, index) => {
      const runs = columnHeads[index]!;
      const x = column.right ? column.x + column.width - cellPadding - Typesetter.widthOf(runs, size.text) : column.x;
      current.text(runs, x, y, size.text);
    });
    current.rule(y - 4);
    y -= line + 4;
  };
  const nextLine = async () => {
    if (y < lowestRow) await newPage();
  };

  await newPage();
  let done = 0;
  for await (const row of doc.rows) {
    if (signal?.aborted) throw abortErrorOf(signal);
    await nextLine();
    for (const column of columns) {
      const text = printedCell(row[column.key] ?? null, column.kind, doc.timeZone);
      if (text) await write(text, column.x, column.width - cellPadding, { right: column.right });
    }
    y -= line;
    done += 1;
    if (done % rowsPerBatch === 0) {
      onProgress?.(done);
      await nextTurn();
    }
  }
  if (signal?.aborted) throw abortErrorOf(signal);
  if (done === 0) {
    await nextLine();
    await write(doc.empty, sheet.margin, sheet.width - 2 * sheet.margin);
    y -= line;
  }
  if (doc.closing?.length) y -= 4;
  for (const closing of doc.closing ?? []) {
    await nextLine();
    const value = printedCell(closing.value, closing.kind, doc.timeZone);
    await write(`${closing.label}: ${value}`, sheet.margin, sheet.width - 2 * sheet.margin, { bold: true });
    y -= line;
  }
  current.close();
  await drawFooters(doc, type, pages, pdf);
  onProgress?.(done);
  return pdf.save();
}

async function drawFooters(doc: ReportDocument, type: Typesetter, pages: PDFPage[], pdf: PDFDocument) {
  const labels = doc.labels ?? {};
  const provenance = `${labels.chainHead ?? 'Chain head'}: ${doc.chainHead} · ${labels.generatedAt ?? 'Generated'}: ${printedDate(doc.generatedAt, doc.timeZone)}`;
  const provenanceRuns = await type.fitted(provenance, sheet.width - 2 * sheet.margin - 120, size.footer);
  for (const [index, page] of pages.entries()) {
    const foot = new PageContent(pdf, page);
    foot.text(provenanceRuns, sheet.margin, footerY, size.footer);
    const numbering = (labels.page ?? 'Page {page} of {pages}')
      .replace('{page}', String(index + 1))
      .replace('{pages}', String(pages.length));
    const runs = await type.fitted(numbering, 120, size.footer);
    foot.text(runs, sheet.width - sheet.margin - Typesetter.widthOf(runs, size.footer), footerY, size.footer);
    foot.close();
  }
}
