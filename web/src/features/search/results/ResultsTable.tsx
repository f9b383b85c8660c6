import { alpha, styled } from '@mui/material/styles';
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

/**
 * The table's look in one style sheet: a page holds up to 100 rows of five cells, drawn as plain elements so
 * the first rows are on screen in the frame after the answer (a styled component per cell costs far more).
 */
const Frame = styled('div')(({ theme }) => {
  const ring = { outline: 'none', boxShadow: `0 0 0 2px #ffffff, 0 0 0 4px ${theme.palette.primary.main}` };
  return {
    overflow: 'auto',
    maxHeight: '75vh',
    [theme.breakpoints.up('md')]: { maxHeight: '68vh' },
    // A phone scrolls the table sideways within its card (WCAG 1.4.10 allows it for a data table) rather than
    // breaking its words letter by letter.
    '& table': {
      width: '100%',
      minWidth: 640,
      borderCollapse: 'separate',
      borderSpacing: 0,
      ...theme.typography.body2,
    },
    '& thead th': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      background: theme.palette.background.paper,
      textAlign: 'left',
      fontWeight: 700,
      padding: '6px 8px',
      borderBottom: `1px solid ${theme.palette.divider}`,
      verticalAlign: 'bottom',
    },
    '& tbody td, & tbody th': {
      padding: '6px 8px',
      borderBottom: `1px solid ${theme.palette.divider}`,
      verticalAlign: 'top',
      textAlign: 'left',
      fontWeight: 400,
      overflowWrap: 'break-word',
    },
    '& tbody tr': { cursor: 'pointer' },
    '& tbody tr:hover': { background: theme.palette.action.hover },
    '& tbody tr[data-visited]': { background: theme.palette.grey[100], color: theme.palette.grey[700] },
    '& tbody tr[aria-current="true"]': {
      background: alpha(theme.palette.primary.main, 0.12),
      boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
    },
    '& .check': { width: 40, textAlign: 'center' },
    '& input[type="checkbox"]': {
      width: 18,
      height: 18,
      margin: 4,
      accentColor: theme.palette.primary.main,
      cursor: 'pointer',
    },
    '& input[type="checkbox"]:focus-visible': ring,
    '& .open': {
      font: 'inherit',
      fontWeight: 600,
      color: theme.palette.primary.main,
      background: 'none',
      border: 0,
      padding: 0,
      textDecoration: 'underline',
      cursor: 'pointer',
      textAlign: 'left',
      overflowWrap: 'break-word',
      borderRadius: 2,
    },
    '& .open:focus-visible': ring,
    '& .small': { display: 'block', fontSize: '0.75rem', color: theme.palette.text.secondary },
    '& tr[data-visited] .small': { color: theme.palette.grey[700] },
    '& .line': { display: 'block' },
    '& .placeholder': {
      display: 'block',
      height: '0.9em',
      margin: '0.35em 0',
      borderRadius: 4,
      background: theme.palette.action.hover,
    },
    '& .placeholder.short': { width: '60%' },
    '& .more': {
      display: 'inline-block',
      marginTop: 2,
      padding: '0 6px',
      fontSize: '0.75rem',
      lineHeight: '18px',
      border: `1px solid ${theme.palette.grey[500]}`,
      borderRadius: 9,
      color: theme.palette.text.primary,
    },
  };
});

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
    <tr onClick={() => onOpen(row)} aria-current={active ? 'true' : undefined} data-visited={visited || undefined}>
      <td className="check" onClick={(event) => event.stopPropagation()}>
        <input
          type="checkbox"
          checked={checked}
          disabled={checkDisabled}
          onChange={() => onCheck(row)}
          aria-label={t('searchResults.selectRow', { name })}
        />
      </td>
      {first && (
        <th scope="row" style={{ width: first.width }}>
          <button
            type="button"
            className="open"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row);
            }}
          >
            {name}
          </button>
          {first.cell(row)}
        </th>
      )}
      {rest.map((column) => (
        <td key={column.id} style={{ width: column.width }}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
});

/** The result table (001 §2.15–§2.21): a real table with a caption, sort state on its headers, and open buttons. */
export function ResultsTable({ view, columns, caption, pending }: Props) {
  const { t } = useTranslation();
  const { rows, kind, sortKey, sortDirection } = view;
  const sortOf = (column: Column) =>
    column.sortKeys.includes(sortKey) ? (sortDirection === 'ASC' ? 'ascending' : 'descending') : undefined;
  return (
    <Frame id="search-results-table" tabIndex={-1}>
      <table aria-busy={view.busy || undefined}>
        <caption style={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="check">
              <span style={visuallyHidden}>{t('searchResults.columns.select')}</span>
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" aria-sort={sortOf(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
            <tr key={`pending-${index}`} aria-hidden>
              <td className="check" />
              {columns.map((column) => (
                <td key={column.id}>
                  <span className="placeholder" />
                  <span className="placeholder short" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}
