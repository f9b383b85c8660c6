import { declare } from '../message';

/** The monitoring page's and /metrics' answers (services/monitoring, services/platform/http/metrics.ts). */
export const monitoringMessages = {
  noSuchQueue: declare('MONITORING_NO_SUCH_QUEUE', ({ queue }: { queue: string }) => `There is no queue ${queue}.`),
  noSuchJob: declare(
    'MONITORING_NO_SUCH_JOB',
    ({ queue, id }: { queue: string; id: string }) => `There is no job ${id} in the queue ${queue}.`,
  ),
  jobNotFailed: declare(
    'MONITORING_JOB_NOT_FAILED',
    ({ id }: { id: string }) => `Job ${id} has not failed, so there is nothing to retry.`,
  ),
  jobActive: declare(
    'MONITORING_JOB_ACTIVE',
    ({ id }: { id: string }) => `Job ${id} is running now and cannot be deleted. Try again when it has finished.`,
  ),
  jobRetried: declare('MONITORING_JOB_RETRIED', ({ id }: { id: string }) => `Job ${id} will be tried again.`),
  jobDeleted: declare('MONITORING_JOB_DELETED', ({ id }: { id: string }) => `Job ${id} was deleted.`),
  metricsTokenRequired: declare('MONITORING_METRICS_TOKEN_REQUIRED', 'The metrics need the bearer token.'),
} as const;
