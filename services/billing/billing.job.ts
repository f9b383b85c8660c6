import type { JobDefinition } from '../platform/queue/index';
import { runBillingIfDue, type BillingRun } from './billing-run';

/**
 * The billing schedule, checked every five minutes: a run is due once the county's renewal day and time have
 * passed on its clock; a check finds it done otherwise.
 */
export const billingScheduleJob: JobDefinition<unknown, BillingRun | null> = {
  queue: 'billing-schedule',
  schedule: { pattern: '0 */5 * * * *' },
  process: (_job, app) => runBillingIfDue(app.pool),
};
