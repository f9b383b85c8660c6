import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NotableDates } from '../../../components/NotableDates';
import { useNotableDates } from './form-data';

/**
 * The notable dates beside a form (001 §2.1): the county's table read index by index, each date on its own line
 * under the index's name, so it fits the narrow panel (and a phone) without being cut off or scrolled.
 */
export function NotableDatesPanel() {
  const { t } = useTranslation();
  const { data: table } = useNotableDates(true);
  return (
    <Paper component="section" aria-labelledby="notable-dates-title" sx={{ p: 2 }}>
      <Typography id="notable-dates-title" variant="h6" component="h2" gutterBottom>
        {t('searchForms.notableDates')}
      </Typography>
      {table && <NotableDates table={table} variant="panel" />}
    </Paper>
  );
}
