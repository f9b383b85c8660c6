import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { readSection } from '../config/read-config';
import type { Queryable } from '../platform/database';
import { historyEntry } from './history';
import { printColumns } from './print-columns';
import type { SearchPage } from './run-search';
import type { ValidSearch } from './search';

const PAGE = { width: 792, height: 612, margin: 36 };
const LINE = 11;
const SIZE = 8;

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

/** Cuts text to the column, ending in … where it had to cut. */
function clipped(font: PDFFont, text: string, width: number) {
  let fitted = printable(font, text);
  if (font.widthOfTextAtSize(fitted, SIZE) <= width) return fitted;
  while (fitted.length > 1 && font.widthOfTextAtSize(`${fitted}...`, SIZE) > width) fitted = fitted.slice(0, -1);
  return `${fitted}...`;
}

/**
 * SearchResultsReport.pdf (001 §7 {searchType}Print): the whole result, up to 1000 rows, in the results
 * table's columns, with the county, the search and its criteria at the top and page numbers at the foot.
 */
export async function printSearchResults(db: Queryable, search: ValidSearch, page: SearchPage): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const { countyName, appTitle } = await readSection(db, 'common');
  const entry = historyEntry(search.type, search.criteria, search.paging);
  pdf.setTitle(`${countyName}: ${entry.longDescription}`);
  pdf.setProducer(appTitle);
  const columns = printColumns[search.kind];
  const pages: PDFPage[] = [];
  let sheet: PDFPage;
  let y = 0;
  const newSheet = () => {
    sheet = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(sheet);
    y = PAGE.height - PAGE.margin;
    sheet.drawText(printable(bold, `${countyName}: search results`), { x: PAGE.margin, y, size: 12, font: bold });
    y -= 16;
    sheet.drawText(clipped(font, entry.longDescription, PAGE.width - 2 * PAGE.margin), {
      x: PAGE.margin,
      y,
      size: SIZE,
      font,
    });
    y -= 12;
    const count = page.truncated ? `${page.rows.length} results (truncated)` : `${page.rows.length} results`;
    sheet.drawText(count, { x: PAGE.margin, y, size: SIZE, font });
    y -= 16;
    let x = PAGE.margin;
    for (const column of columns) {
      sheet.drawText(column.header, { x, y, size: SIZE, font: bold });
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
  for (const row of page.rows.map((text) => JSON.parse(text) as Record<string, unknown>)) {
    if (y < PAGE.margin + LINE) newSheet();
    let x = PAGE.margin;
    for (const column of columns) {
      sheet!.drawText(clipped(font, column.value(row), column.width - 6), { x, y, size: SIZE, font });
      x += column.width;
    }
    y -= LINE;
  }
  if (page.rows.length === 0) sheet!.drawText('No Records Found.', { x: PAGE.margin, y, size: SIZE, font });
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
