import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Table as TableContent } from '@landrecords/contracts/config/home';

type Props = {
  table: TableContent;
  translate: (text: string) => string;
  label: string;
  /** Let the headings and the first column's names wrap; the values never do. */
  wrapNames?: boolean;
};

/**
 * A small table of the county's figures (the home page's cards, the notable dates); the first column names each row. A table wider than
 * its card scrolls within the card (WCAG 1.4.10), as a labelled region the keyboard can reach and scroll.
 */
export function TableView({ table, translate, label, wrapNames = false }: Props) {
  return (
    <Box
      role="group"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
    >
      <Table size="small" sx={{ [wrapNames ? '& td' : '& th, & td']: { whiteSpace: 'nowrap' } }}>
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
