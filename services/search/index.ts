/** The fifteen searches, their details, links, print and code lists, and the search history. */
export { codeList } from '@landrecords/projections/search/index';
export { forgetSearchHistoryOf, searchHistoryOf } from './history';
export { searchCapabilityRoutes } from './routes';
export { callerRecordAccess, type CallerRecordAccess } from './caller-access';
