import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Table as TableContent } from '@landrecords/contracts/config/home';

/** A small table of the home page; the first column names each row. */
export function TableView({ table, translate }: { table: TableContent; translate: (text: string) => string }) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {table.headings.map((heading, index) => (
            <TableCell key={index} component="th" scope="col">
              {heading ? translate(heading) : null}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rows.map((row, rowIndex) => (
          <TableRow key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                <TableCell key={index} component="th" scope="row">
                  {translate(cell)}
                </TableCell>
              ) : (
                <TableCell key={index}>{cell}</TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
