/** The change history of users and accounts (issue 23): who, when, from where and what, from their streams. */
export { historyCapabilityRoutes } from './history.routes';
export { historyOf, type HistoryOptions } from './history-of';
export { moneyChangesOf } from './money-lines';
