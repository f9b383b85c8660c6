import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseActions } from '../../../components/dialogs/CloseActions';
import { legalDescriptionDetails } from './details-api';

/**
 * The legal description Details modal (001 §2.17): one table for each kind the document has (metes and bounds,
 * lots and blocks, condominium). A failed call is only logged (001 §8): the modal says there is nothing to show.
 */
export default function LegalDetailsDialog({ docId, onClose }: { docId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const details = useQuery({
    queryKey: ['legalDescriptionDetails', docId],
    queryFn: () => legalDescriptionDetails(docId),
    retry: false,
  });
  const kinds = details.data?.legalDescriptionTypeDetails ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('searchResults.detail.legalDetails')}</DialogTitle>
      <DialogContent>
        {details.isPending && <Skeleton variant="rectangular" height={120} />}
        {!details.isPending && kinds.length === 0 && (
          <Typography>{t('searchResults.detail.noLegalDetails')}</Typography>
        )}
        {kinds.map((kind) => (
          <Box key={kind.type} component="section" sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {t(`searchResults.detail.legalKinds.${kind.type}`)}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {kind.headers.map((header, index) => (
                      <TableCell key={index} component="th" scope="col" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {header}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {kind.rows.map((row, rowIndex) => (
                    <TableRow key={rowIndex}>
                      {row.map((cell, index) => (
                        <TableCell key={index}>{cell}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        ))}
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
