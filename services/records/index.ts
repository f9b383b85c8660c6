/** The land records as they arrive: the feed, its import and HTTP push, ACRIS, their decide and events. */
export { acrisFeedSource } from './acris/index';
export { feedRoutes } from './feed.routes';
export { feedFileLines } from './import/feed-file';
export { importFeed, type ImportCounts } from './import/import-feed';
