/** Property alerts (issue 29): subscribers, watches and their keys (read models), and the queries on them. */
export { alertSubscribersProjection } from './subscribers.projection';
export * from './queries';
