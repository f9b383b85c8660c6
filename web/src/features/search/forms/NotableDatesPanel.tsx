import { Box, Paper, Typography } from '@mui/material';
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
 * The notable dates beside a form (001 §2.1): the county's table read index by index, each date on its own line
 * under the index's name, so it fits the narrow panel (and a phone) without being cut off or scrolled.
 */
export function NotableDatesPanel() {
  const { t } = useTranslation();
  const { data } = useNotableDatesList(true);
  const translate = (text: string) => (homeKeys[text] ? t(`home.notable.${homeKeys[text]}`) : text);
  const table = data?.table;
  return (
    <Paper component="section" aria-labelledby="notable-dates-title" sx={{ p: 2 }}>
      <Typography id="notable-dates-title" variant="h6" component="h2" gutterBottom>
        {t('searchForms.notableDates')}
      </Typography>
      {table?.rows.map((row, index) => (
        <Box key={index} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {translate(row[0] ?? '')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25 }}
          >
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
      ))}
    </Paper>
  );
}
