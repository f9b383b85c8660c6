/** The purchased documents library: what a user (an account administrator: the account) bought, and again. */
export { purchasesRoutes } from './purchases.routes';
