import type { JobDefinition } from '../../platform/queue/index';
import { sendDueAlerts, type AlertSendReport } from './send-alerts';

/** IMMEDIATE subscribers' alerts, and every email left unsent by a crash or a mail server's failure: every 15 s. */
export const alertImmediateJob: JobDefinition<unknown, AlertSendReport> = {
  queue: 'alert-immediate',
  schedule: { every: 15_000 },
  process: (_job, app) => sendDueAlerts(app, 'IMMEDIATE'),
};

/**
 * DAILY subscribers' alerts: checked every five minutes, sent once a county day from the county's dailyHour (propertyAlerts, 7 unless set) on its clock
 * (a day missed while the worker was down is sent at its next check).
 */
export const alertDailyJob: JobDefinition<unknown, AlertSendReport> = {
  queue: 'alert-daily',
  schedule: { pattern: '0 */5 * * * *' },
  process: (_job, app) => sendDueAlerts(app, 'DAILY'),
};
