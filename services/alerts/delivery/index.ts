/** Property alerts' emails (issue 29): the jobs that send matches, and what staff see of them. */
export { alertDailyJob, alertImmediateJob } from './alert-delivery.job';
export { alertsSentPerDay } from './deliveries.queries';
export { sendDueAlerts, type AlertSendReport } from './send-alerts';
