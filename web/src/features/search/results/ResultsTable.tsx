import {
  Checkbox,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResultRow } from '@landrecords/contracts/search/results';
import type { Column } from './columns';
import { rowKey } from './row-keys';
import type { ResultsView } from './use-results-view';
import { visuallyHidden } from './visually-hidden';

type Props = {
  view: ResultsView;
  columns: Column[];
  caption: string;
  /** Rows not yet loaded: placeholders of the page's size, so a batch that arrives moves nothing. */
  pending: number;
};

type RowProps = {
  row: SearchResultRow;
  columns: Column[];
  active: boolean;
  visited: boolean;
  checked: boolean;
  checkDisabled: boolean;
  onOpen: (row: SearchResultRow) => void;
  onCheck: (row: SearchResultRow) => void;
};

const ResultRow = memo(function ResultRow({
  row,
  columns,
  active,
  visited,
  checked,
  checkDisabled,
  onOpen,
  onCheck,
}: RowProps) {
  const { t } = useTranslation();
  const [first, ...rest] = columns;
  const name = first?.opener?.(row) ?? '';
  return (
    <TableRow
      hover
      onClick={() => onOpen(row)}
      aria-current={active ? 'true' : undefined}
      data-visited={visited || undefined}
      sx={(theme) => ({
        cursor: 'pointer',
        verticalAlign: 'top',
        ...(visited && { backgroundColor: theme.palette.grey[100], '& td, & th': { color: theme.palette.grey[700] } }),
        ...(active && {
          backgroundColor: `${alpha(theme.palette.primary.main, 0.12)} !important`,
          boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
        }),
      })}
    >
      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
        <Checkbox
          size="small"
          checked={checked}
          disabled={checkDisabled}
          onChange={() => onCheck(row)}
          slotProps={{ input: { 'aria-label': t('searchResults.selectRow', { name }) } }}
        />
      </TableCell>
      {first && (
        <TableCell component="th" scope="row" sx={{ width: first.width }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={(event: React.MouseEvent) => {
              event.stopPropagation();
              onOpen(row);
            }}
            sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          {first.cell(row)}
        </TableCell>
      )}
      {rest.map((column) => (
        <TableCell key={column.id} sx={{ width: column.width }}>
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
});

/** The result table (001 §2.15–§2.21): a real table with a caption, sort state on its headers, and open buttons. */
export function ResultsTable({ view, columns, caption, pending }: Props) {
  const { t } = useTranslation();
  const { rows, kind, sortKey, sortDirection } = view;
  const sortOf = (column: Column) =>
    column.sortKeys.includes(sortKey) ? (sortDirection === 'ASC' ? 'ascending' : 'descending') : undefined;
  return (
    <TableContainer sx={{ maxHeight: { md: '68vh' }, overflow: 'auto' }} tabIndex={-1} id="search-results-table">
      <Table size="small" stickyHeader aria-busy={view.busy || undefined}>
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" component="th" scope="col">
              <span style={visuallyHidden}>{t('searchResults.columns.select')}</span>
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} component="th" scope="col" aria-sort={sortOf(column)} sx={{ fontWeight: 700 }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(kind, row);
            return (
              <ResultRow
                key={key}
                row={row}
                columns={columns}
                active={view.activeKey === key}
                visited={view.visited.has(key)}
                checked={view.checked.has(key)}
                checkDisabled={view.filtered}
                onOpen={view.open}
                onCheck={view.toggleChecked}
              />
            );
          })}
          {Array.from({ length: pending }, (_, index) => (
            <TableRow key={`pending-${index}`} aria-hidden>
              <TableCell padding="checkbox" />
              {columns.map((column) => (
                <TableCell key={column.id}>
                  <Skeleton variant="text" />
                  <Skeleton variant="text" width="60%" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
