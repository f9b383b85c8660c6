export { paymentRoutes } from './routes';
export { sandboxPaymentPages } from './provider/index';
export { cardSettlementReactor, settleAuthorizationJob } from './settle-authorization.job';
export { reconcileCardPaymentsJob } from './reconcile-card-payments.job';
