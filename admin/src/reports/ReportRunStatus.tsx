import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { ReportProgress } from './api';
import type { RunOutcome } from './useReportRun';

type Props = {
  running: boolean;
  cancelling: boolean;
  progress: ReportProgress | null;
  outcome: RunOutcome;
  onCancel: () => void;
};

/**
 * How the report is coming along: a long report's rows done of its total with Cancel; a short one's busy bar; then
 * the file saved, or the server's message.
 */
export function ReportRunStatus({ running, cancelling, progress, outcome, onCancel }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  if (progress) {
    const count = new Intl.NumberFormat(locale);
    const share = progress.total > 0 ? Math.min(100, (progress.done / progress.total) * 100) : 0;
    const label = translate('reports.progress', {
      done: count.format(progress.done),
      total: count.format(progress.total),
    });
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', maxWidth: '40rem' }}>
        <LinearProgress
          variant="determinate"
          value={share}
          aria-label={translate('reports.progressLabel')}
          aria-valuetext={label}
          sx={{ flex: 1, minWidth: '10rem', height: 8, borderRadius: 1 }}
        />
        <Typography role="status" variant="body2">
          {label}
        </Typography>
        <Button variant="outlined" onClick={onCancel} disabled={cancelling}>
          {translate('reports.cancel')}
        </Button>
      </Box>
    );
  }
  if (running) {
    return (
      <Box sx={{ maxWidth: '40rem' }}>
        <LinearProgress aria-label={translate('reports.preparing')} />
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {translate('reports.preparing')}
        </Typography>
      </Box>
    );
  }
  if (!outcome) return null;
  if ('saved' in outcome) {
    return (
      <Alert severity="success" role="status" sx={{ maxWidth: '40rem' }}>
        {translate('reports.saved', { fileName: outcome.saved })}
      </Alert>
    );
  }
  if ('cancelled' in outcome) {
    return (
      <Alert severity="info" role="status" sx={{ maxWidth: '40rem' }}>
        {outcome.cancelled}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="alert" sx={{ maxWidth: '40rem' }}>
      {outcome.failed}
    </Alert>
  );
}
