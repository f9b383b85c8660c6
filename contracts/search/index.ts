export * from './criteria';
export * from './messages';
export * from './paging';
export * from './search-dates';
