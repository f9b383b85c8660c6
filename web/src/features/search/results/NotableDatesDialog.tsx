import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotableDates } from './settings';

/** The server's English headings and index names, as the home card translates them. */
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

/** The Notable Dates modal of the result screens (001 §2.15): the county's table, scrolling within the dialog. */
export default function NotableDatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: table } = useNotableDates(open);
  const translate = (text: string) => (keys[text] ? t(`home.notable.${keys[text]}`) : text);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>{t('searchResults.notableDates')}</DialogTitle>
      <DialogContent>
        {table ? (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
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
                        <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                          {cell}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Skeleton variant="rectangular" height={120} width={360} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
