/** The recorder's review of e-file submissions (ours): the list, one submission page by page, accept and reject. */
export { efileReviewRoutes } from './review.routes';
export { acceptEfile, rejectEfile } from './review.commands';
