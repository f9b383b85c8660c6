import { useTranslate } from 'react-admin';
import { Button, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

const text = 'controlPanel.technical.monitoring';

/**
 * /controlPanel/performanceMonitoring: what the monitoring page shows, and a button that opens it in a new tab
 * (#/monitoring resolves against the app's <base href>, so it is /admin/#/monitoring wherever the app is served).
 */
export default function PerformanceMonitoring() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ maxWidth: '40rem', alignItems: 'flex-start' }}>
      <Typography>{translate(`${text}.explain`)}</Typography>
      <Button
        variant="contained"
        href="#/monitoring"
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon titleAccess={translate(`${text}.newTab`)} />}
      >
        {translate(`${text}.open`)}
      </Button>
    </Stack>
  );
}
