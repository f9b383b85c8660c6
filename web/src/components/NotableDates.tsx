import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Table } from '@landrecords/contracts/config/home';
import { TableView } from './TableView';

/** The server's English headings and index names; the county's own labels (its Torrens label) pass as they are. */
const keys: Record<string, string> = {
  'Verified Through': 'verifiedThrough',
  'Posted Through': 'postedThrough',
  'Index Begins': 'indexBegins',
  'Images Begin': 'imagesBegin',
  'Images Through': 'imagesThrough',
  Abstract: 'abstract',
  Records: 'records',
  Lien: 'lien',
};

type Props =
  /** card (home page, 000 §2) and dialog (result screens, 001 §2.15): the table, scrolling within its box. */
  | { table: Table; variant: 'card' | 'dialog'; label: string }
  /** panel (beside a search form, 001 §2.1): index by index, so it fits a narrow column without scrolling. */
  | { table: Table; variant: 'panel' };

/** The county's notable dates, each heading and index name translated. */
export function NotableDates(props: Props) {
  const { t } = useTranslation();
  const translate = (text: string) => (keys[text] ? t(`home.notable.${keys[text]}`) : text);
  if (props.variant === 'panel') return <DatesByIndex table={props.table} translate={translate} />;
  return (
    <TableView table={props.table} translate={translate} label={props.label} wrapNames={props.variant === 'dialog'} />
  );
}

/** Each date on its own line under the index's name. */
function DatesByIndex({ table, translate }: { table: Table; translate: (text: string) => string }) {
  return table.rows.map((row, index) => (
    <Box key={index} sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(row[0] ?? '')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25 }}>
        {table.headings.slice(1).map((heading, column) => (
          <Box key={heading} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {translate(heading)}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', fontVariantNumeric: 'tabular-nums' }}>
              {row[column + 1] || '—'}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  ));
}
