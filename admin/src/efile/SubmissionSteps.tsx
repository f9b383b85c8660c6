import { useTranslation } from 'react-i18next';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { EfileReviewStep } from '@landrecords/contracts/efile/review';
import type { ReviewFormat } from './format';

/** The submission's stream, oldest first: each event with when, who (staff) and the server's summary of it. */
export function SubmissionSteps({ steps, format }: { steps: EfileReviewStep[]; format: ReviewFormat }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography id="efile-steps" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('efileReview.steps.title')}
      </Typography>
      {/* Focusable: on a phone the table scrolls sideways, by keyboard too. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="efile-steps">
        <Table size="small" aria-labelledby="efile-steps" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('efileReview.steps.at')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('efileReview.steps.step')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('efileReview.steps.by')}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{t('efileReview.steps.summary')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {steps.map((step, index) => (
              <TableRow key={`${step.type}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.moment(step.at)}</TableCell>
                <TableCell>{t(`efileReview.steps.types.${step.type}`, { defaultValue: step.type })}</TableCell>
                <TableCell>{step.by ?? t('efileReview.steps.filerOrSystem')}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{step.summary}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
