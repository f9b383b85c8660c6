import { Dialog, DialogContent, DialogTitle, Skeleton } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotableDates } from '../../../components/NotableDates';
import { CloseActions } from '../../../components/dialogs/CloseActions';
import { useNotableDates } from './settings';

/** The Notable Dates modal of the result screens (001 §2.15): the county's table, scrolling within the dialog. */
export default function NotableDatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: table } = useNotableDates(open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>{t('searchResults.notableDates')}</DialogTitle>
      <DialogContent>
        {table ? (
          <NotableDates table={table} variant="dialog" label={t('searchResults.notableDates')} />
        ) : (
          <Skeleton variant="rectangular" height={120} width={360} />
        )}
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
