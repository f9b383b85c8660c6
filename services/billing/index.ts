/** Billing (issue 25): the monthly billing and image renewal run, by schedule and by Run Billing Now. */
export { billingScheduleJob } from './billing.job';
export { billingRoutes } from './billing.routes';
export { runBilling, runBillingIfDue, runBillingNow, type BillingRun } from './billing-run';
