import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../results/Pagination';

type Props<Item> = {
  title: string;
  items: readonly Item[];
  headers: string[];
  cells: (item: Item) => ReactNode[];
  /** Sub-tables page at 3 rows, the tract book's legal list at 10 (001 §9). */
  pageSize?: number;
  action?: ReactNode;
};

/** A detail pane's sub-table with its heading, paged with up to 3 page links (001 §2.16). */
export function SubTable<Item>({ title, items, headers, cells, pageSize = 3, action }: Props<Item>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const headingId = useId();
  if (items.length === 0) return null;
  const pages = Math.ceil(items.length / pageSize);
  const shown = items.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {title} ({items.length})
        </Typography>
        {action}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((item, index) => (
              <TableRow key={index} sx={{ verticalAlign: 'top' }}>
                {cells(item).map((cell, column) => (
                  <TableCell key={column} sx={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Pagination
        page={page}
        pages={pages}
        onPage={setPage}
        window={3}
        label={t('searchResults.detail.pagesOf', { title })}
      />
    </Box>
  );
}
