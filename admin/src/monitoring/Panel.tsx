import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

/** One card of the page: a heading (h2), an optional line saying what it shows, its content. */
export function Panel({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(note)}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

export type Column<Row> = {
  /** Catalog key of its heading. */
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
};

/** A table of rows with translated headings; `empty` (a catalog key) when there are none. */
export function RowsTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  empty,
}: {
  label: string;
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string;
  empty: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography variant="body2">{translate(empty)}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {translate(column.header)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  align={column.numeric ? 'right' : 'left'}
                  sx={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Label/value pairs of a store's health, as a two-column table. */
export function Facts({ label, facts }: { label: string; facts: ReadonlyArray<[string, ReactNode]> }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableBody>
        {facts.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {translate(name)}
            </TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
