import { useState } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { Box, Chip } from '@mui/material';
import type { FailedJob, QueueCounts } from '@landrecords/contracts/monitoring/report';
import { deleteJob, retryJob } from './api';
import type { Formatters } from './format';
import { Panel, RowsTable } from './Panel';
import { useServerSaid } from './useServerSaid';

export function QueuesPanel({ queues, f }: { queues: readonly QueueCounts[]; f: Formatters }) {
  const translate = useTranslate();
  const counted = (state: 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'deadLettered') => ({
    header: `monitoring.queues.${state}`,
    cell: (queue: QueueCounts) => f.count(queue[state]),
    numeric: true,
  });
  return (
    <Panel id="monitoring-queues" title="monitoring.queues.title" note="monitoring.queues.note">
      <RowsTable
        label="monitoring.queues.title"
        rows={queues}
        rowKey={(queue) => queue.name}
        empty="monitoring.queues.empty"
        columns={[
          {
            header: 'monitoring.queues.name',
            cell: (queue) => (
              <>
                <code>{queue.name}</code>
                {queue.paused ? (
                  <Chip size="small" sx={{ ml: 1 }} color="warning" label={translate('monitoring.queues.paused')} />
                ) : null}
              </>
            ),
          },
          counted('waiting'),
          counted('active'),
          counted('delayed'),
          counted('completed'),
          counted('failed'),
          counted('deadLettered'),
        ]}
      />
    </Panel>
  );
}

type Acting = { job: FailedJob; action: 'retry' | 'delete' } | null;

/** The newest failed jobs with Retry and Delete (after a confirmation); the server's answer is said. */
export function FailedJobsPanel({
  jobs,
  f,
  onChanged,
}: {
  jobs: readonly FailedJob[];
  f: Formatters;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { say, sayError } = useServerSaid('monitoring.actionFailed');
  const [acting, setActing] = useState<Acting>(null);
  const [deleting, setDeleting] = useState<FailedJob | null>(null);

  const act = async (job: FailedJob, action: 'retry' | 'delete') => {
    setActing({ job, action });
    try {
      const answer = action === 'retry' ? await retryJob(job.queue, job.id) : await deleteJob(job.queue, job.id);
      notify(say(answer), { type: 'success' });
    } catch (error) {
      notify(sayError(error), { type: 'error' });
    } finally {
      setActing(null);
      setDeleting(null);
      onChanged();
    }
  };
  const busy = (job: FailedJob) => acting !== null && acting.job.queue === job.queue && acting.job.id === job.id;
  const jobName = (job: FailedJob) => `${job.queue} #${job.id}`;

  return (
    <Panel id="monitoring-failed" title="monitoring.failed.title" note="monitoring.failed.note">
      <RowsTable
        label="monitoring.failed.title"
        rows={jobs}
        rowKey={(job) => `${job.queue}/${job.id}`}
        empty="monitoring.failed.empty"
        columns={[
          {
            header: 'monitoring.failed.job',
            cell: (job) => <code style={{ whiteSpace: 'nowrap' }}>{jobName(job)}</code>,
          },
          { header: 'monitoring.failed.when', cell: (job) => f.time(job.failedAt) },
          { header: 'monitoring.failed.reason', cell: (job) => job.failedReason },
          {
            header: 'monitoring.failed.attempts',
            cell: (job) => (
              <>
                {translate('monitoring.failed.attemptsOf', { made: job.attemptsMade, of: job.attempts })}
                {job.deadLettered ? (
                  <Chip size="small" sx={{ ml: 1 }} color="error" label={translate('monitoring.failed.deadLettered')} />
                ) : null}
              </>
            ),
          },
          {
            header: 'monitoring.failed.actions',
            cell: (job) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  label="monitoring.failed.retry"
                  aria-label={translate('monitoring.failed.retryJob', { job: jobName(job) })}
                  disabled={busy(job)}
                  onClick={() => void act(job, 'retry')}
                />
                <Button
                  variant="outlined"
                  color="error"
                  label="monitoring.failed.delete"
                  aria-label={translate('monitoring.failed.deleteJob', { job: jobName(job) })}
                  disabled={busy(job)}
                  onClick={() => setDeleting(job)}
                />
              </Box>
            ),
          },
        ]}
      />
      <Confirm
        isOpen={deleting !== null}
        loading={acting?.action === 'delete'}
        title={translate('monitoring.failed.deleteTitle')}
        content={translate('monitoring.failed.deleteConfirm', { job: deleting ? jobName(deleting) : '' })}
        confirm="monitoring.failed.delete"
        onConfirm={() => void (deleting && act(deleting, 'delete'))}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  );
}
