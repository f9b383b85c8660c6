import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotableDatesList } from './form-data';

/** The server's English headings and index names (as the home card reads them); a county's own label passes. */
const homeKeys: Record<string, string> = {
  'Verified Through': 'verifiedThrough',
  'Posted Through': 'postedThrough',
  'Index Begins': 'indexBegins',
  'Images Begin': 'imagesBegin',
  'Images Through': 'imagesThrough',
  Abstract: 'abstract',
  Records: 'records',
  Lien: 'lien',
};

/**
 * The notable dates beside a form (001 §2.1): the county's table turned on its side (a column per index, a row
 * per date) so it fits the narrow panel; it scrolls within the panel rather than being cut off.
 */
export function NotableDatesPanel() {
  const { t } = useTranslation();
  const { data } = useNotableDatesList(true);
  const translate = (text: string) => (homeKeys[text] ? t(`home.notable.${homeKeys[text]}`) : text);
  const table = data?.table;
  return (
    <Paper component="section" aria-labelledby="notable-dates-title" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography id="notable-dates-title" variant="h6" component="h2" gutterBottom>
        {t('searchForms.notableDates')}
      </Typography>
      {table && table.rows.length > 0 && (
        <Table size="small" aria-labelledby="notable-dates-title">
          <TableHead>
            <TableRow>
              <TableCell />
              {table.rows.map((row, index) => (
                <TableCell key={index} component="th" scope="col">
                  {translate(row[0] ?? '')}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.headings.slice(1).map((heading, column) => (
              <TableRow key={heading}>
                <TableCell component="th" scope="row">
                  {translate(heading)}
                </TableCell>
                {table.rows.map((row, index) => (
                  <TableCell key={index}>{row[column + 1]}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
