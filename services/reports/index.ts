/** The reports of 002 §2.2 and §7 (issue 26): statement, account, user and account type, as PDF and Excel. */
export { reportCapabilityRoutes } from './report.routes';
export { reportFileSweepJob, reportJob } from './report.job';
