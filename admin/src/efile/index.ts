export { efileReviewRoutes } from './routes';
export { isReviewer, reviewRoles } from './roles';
export { useWaitingCount } from './useWaitingCount';
