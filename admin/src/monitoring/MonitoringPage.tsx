import { useQuery } from '@tanstack/react-query';
import { Button, Loading, Title, useLocale, usePermissions, useTranslate } from 'react-admin';
import { Alert, Box, Grid, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { NotAllowed } from '../layout/DeadEnd';
import { readReport } from './api';
import { CallsPanel, ReadModelsPanel } from './Calls';
import { formatters } from './format';
import { FailedJobsPanel, QueuesPanel } from './Queues';
import { LandLinkPanel, PostgresPanel, RedisPanel } from './Stores';
import { useServerSaid } from './useServerSaid';

/** How often the page asks again while it is open. */
export const REFRESH_MS = 5000;

/** /monitoring: the server's health for TRIMIN (issue 24), refreshed every few seconds. */
export default function MonitoringPage() {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return <Loading />;
  return permissions === 'TRIMIN' ? <Monitoring /> : <NotAllowed />;
}

function Monitoring() {
  const translate = useTranslate();
  const locale = useLocale();
  const f = formatters(locale);
  const { sayError } = useServerSaid('monitoring.loadFailed');
  const report = useQuery({
    queryKey: ['monitoring'],
    queryFn: readReport,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const data = report.data;
  return (
    <Box>
      <Title title={translate('monitoring.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {data
            ? translate('monitoring.updatedAt', { time: f.time(data.at), seconds: REFRESH_MS / 1000 })
            : translate('monitoring.loading')}
        </Typography>
        <Button
          variant="outlined"
          label="monitoring.refresh"
          disabled={report.isFetching}
          onClick={() => void report.refetch()}
        >
          <RefreshIcon />
        </Button>
      </Box>
      {report.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {sayError(report.error)}
        </Alert>
      ) : null}
      {!data && report.isPending ? <Loading /> : null}
      {data ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <PostgresPanel postgres={data.postgres} f={f} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, xl: 4 }}>
            <RedisPanel redis={data.redis} f={f} />
          </Grid>
          {data.landLink ? (
            <Grid size={{ xs: 12, md: 6, xl: 4 }}>
              <LandLinkPanel landLink={data.landLink} f={f} />
            </Grid>
          ) : null}
          <Grid size={12}>
            <QueuesPanel queues={data.queues} f={f} />
          </Grid>
          <Grid size={12}>
            <FailedJobsPanel jobs={data.failedJobs} f={f} onChanged={() => void report.refetch()} />
          </Grid>
          <Grid size={12}>
            <ReadModelsPanel readModels={data.readModels} f={f} />
          </Grid>
          <Grid size={12}>
            <CallsPanel calls={data.calls} f={f} />
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
}
