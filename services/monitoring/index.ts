/** The server's health page for TRIMIN (issue 24): GET /api/monitoring and the failed jobs' retry and delete. */
export { monitoringRoutes, type MonitoringSources } from './monitoring.routes';
