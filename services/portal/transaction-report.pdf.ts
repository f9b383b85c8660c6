import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReportPeriod } from './report-period';
import type { ReportTransaction } from './report-transactions';

const PAGE = { width: 612, height: 792, margin: 48 };
const SIZE = 9;
const LINE = 13;

const columns = [
  { header: 'Date', width: 110, value: (row: ReportTransaction) => row.recordedAt },
  { header: 'User', width: 110, value: (row: ReportTransaction) => row.username },
  { header: 'Description', width: 216, value: (row: ReportTransaction) => row.description },
  { header: 'Amount', width: 80, value: (row: ReportTransaction) => dollars(row.amountCents) },
];

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The standard fonts speak WinAnsi only: any other character prints as '?', and text is cut to its column. */
function fitted(font: PDFFont, text: string, width: number) {
  let shown = [...text.replace(/\s+/g, ' ')]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
  if (font.widthOfTextAtSize(shown, SIZE) <= width) return shown;
  while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, SIZE) > width) shown = shown.slice(0, -1);
  return `${shown}...`;
}

export type TransactionReport = {
  countyName: string;
  appTitle: string;
  /** "Account: Marianas Title" or "User: title.clerk (Rosa Camacho), Marianas Title". */
  owner: string;
  period: ReportPeriod;
  printedAt: string;
  transactions: ReportTransaction[];
};

/** TransactionReport.pdf (000 §2 Transactions report dialog): the heading, then a line per transaction. */
export async function transactionReportPdf(report: TransactionReport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const { period } = report;
  const range = `${period.label}: ${period.from} to ${period.to}`;
  pdf.setTitle(`${report.countyName}: Transactions Report, ${range}`);
  pdf.setProducer(report.appTitle);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  const pages: PDFPage[] = [];
  let sheet!: PDFPage;
  let y = 0;
  const write = (text: string, options: { font?: PDFFont; size?: number; x?: number } = {}) =>
    sheet.drawText(fitted(options.font ?? font, text, textWidth), {
      x: options.x ?? PAGE.margin,
      y,
      size: options.size ?? SIZE,
      font: options.font ?? font,
    });
  const newSheet = () => {
    sheet = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(sheet);
    y = PAGE.height - PAGE.margin;
    write(report.countyName, { font: bold, size: 14 });
    y -= 18;
    write('Transactions Report', { font: bold, size: 12 });
    y -= 16;
    write(report.owner);
    y -= LINE;
    write(range);
    y -= LINE;
    write(`Printed ${report.printedAt}`);
    y -= 20;
    let x = PAGE.margin;
    for (const column of columns) {
      write(column.header, { font: bold, x });
      x += column.width;
    }
    y -= 4;
    sheet.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.4),
    });
    y -= LINE;
  };
  newSheet();
  for (const row of report.transactions) {
    if (y < PAGE.margin + LINE) newSheet();
    let x = PAGE.margin;
    for (const column of columns) {
      sheet.drawText(fitted(font, column.value(row), column.width - 6), { x, y, size: SIZE, font });
      x += column.width;
    }
    y -= LINE;
  }
  if (report.transactions.length === 0) write('No transactions in this range.');
  else {
    if (y < PAGE.margin + LINE) newSheet();
    const total = report.transactions.reduce((sum, row) => sum + row.amountCents, 0);
    write(`Total: ${dollars(total)}`, { font: bold });
  }
  pages.forEach((each, index) =>
    each.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: PAGE.width - PAGE.margin - 60,
      y: PAGE.margin / 2,
      size: SIZE,
      font,
    }),
  );
  return pdf.save();
}
