import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A line of the heading every page repeats; `advance` is the space below it, in points. */
export type HeadingLine = { text: string; bold?: boolean; size?: number; advance: number };
export type TableColumn<Row> = { header: string; width: number; value: (row: Row) => string };

export type TablePdf<Row> = {
  title: string;
  producer: string;
  page: { width: number; height: number; margin: number };
  /** Font size and line height of the table. */
  size: number;
  line: number;
  heading: HeadingLine[];
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: Row[];
  /** Printed in place of the rows when there are none. */
  empty: string;
  /** A bold line after the rows (a total). */
  closing?: string;
};

/** The standard fonts speak WinAnsi: anything else (Chamorro å is fine, a Chinese name is not) prints as '?'. */
const printable = (font: PDFFont, text: string) =>
  [...text.replace(/\s+/g, ' ')]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

/** Cuts text to the width, ending in ... where it had to cut. */
export function clipped(font: PDFFont, text: string, width: number, size: number) {
  let fitted = printable(font, text);
  if (font.widthOfTextAtSize(fitted, size) <= width) return fitted;
  while (fitted.length > 1 && font.widthOfTextAtSize(`${fitted}...`, size) > width) fitted = fitted.slice(0, -1);
  return `${fitted}...`;
}

/**
 * A printed table report (search results, transactions): the heading and the column heads on every page, a line
 * per row cut to its columns, "Page N of M" at the foot.
 */
export async function tablePdf<Row>(report: TablePdf<Row>): Promise<Uint8Array> {
  const { page, size, line, columns } = report;
  const pdf = await PDFDocument.create();
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  pdf.setTitle(report.title);
  pdf.setProducer(report.producer);
  const pages: PDFPage[] = [];
  let sheet!: PDFPage;
  let y = 0;
  const write = (text: string, x: number, width: number, options: { bold?: boolean; size?: number } = {}) => {
    const face = options.bold ? bold : font;
    const at = options.size ?? size;
    sheet.drawText(clipped(face, text, width, at), { x, y, size: at, font: face });
  };
  const newSheet = () => {
    sheet = pdf.addPage([page.width, page.height]);
    pages.push(sheet);
    y = page.height - page.margin;
    for (const heading of report.heading) {
      write(heading.text, page.margin, page.width - 2 * page.margin, heading);
      y -= heading.advance;
    }
    let x = page.margin;
    for (const column of columns) {
      write(column.header, x, column.width - 6, { bold: true });
      x += column.width;
    }
    y -= 4;
    sheet.drawLine({
      start: { x: page.margin, y },
      end: { x: page.width - page.margin, y },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.4),
    });
    y -= line;
  };
  const nextLine = () => {
    if (y < page.margin + line) newSheet();
  };
  newSheet();
  for (const row of report.rows) {
    nextLine();
    let x = page.margin;
    for (const column of columns) {
      write(column.value(row), x, column.width - 6);
      x += column.width;
    }
    y -= line;
  }
  const last = report.rows.length === 0 ? report.empty : report.closing;
  if (last) {
    nextLine();
    write(last, page.margin, page.width - 2 * page.margin, { bold: report.rows.length > 0 });
  }
  pages.forEach((each, index) =>
    each.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: page.width - page.margin - 60,
      y: page.margin / 2,
      size,
      font,
    }),
  );
  return pdf.save();
}
