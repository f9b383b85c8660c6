import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Table as TableContent } from '@landrecords/contracts/config/home';

type Props = { table: TableContent; translate: (text: string) => string; label: string };

/**
 * A small table of the home page; the first column names each row. A table wider than its card scrolls within
 * the card (WCAG 1.4.10), as a labelled region the keyboard can reach and scroll.
 */
export function TableView({ table, translate, label }: Props) {
  return (
    <Box
      role="group"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
    >
      <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
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
    </Box>
  );
}
