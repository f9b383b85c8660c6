import ExcelJS from 'exceljs';

export type Column<Row> = {
  header: string;
  width: number;
  value: (row: Row) => string | number | Date | null;
  money?: boolean;
};

/** A one-sheet workbook: a bold, frozen header row and one row per record; money columns as currency. */
export function workbookOf<Row>(sheetName: string, columns: Column<Row>[], rows: readonly Row[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Land Record Portal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.money ? { numFmt: '"$"#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return workbook;
}
