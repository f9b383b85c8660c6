export { paymentRoutes } from './routes';
export { sandboxPaymentPages } from './provider/index';
export { cardSettlementReactor, settleAuthorizationJob } from './settle-authorization.job';
export { reconcileCardPaymentsJob } from './reconcile-card-payments.job';
export {
  confirmHostedPayment,
  forgetHostedPayment,
  startHostedPayment,
  type ConfirmedPayment,
  type PendingPayment,
} from './hosted-payment';
export { paymentProviderOf, type GivenBack, type PaymentProvider, type ProviderTransaction } from './provider/index';
export { usageBalanceAfter, usageBalanceOfLedger } from './usage-balance';
export { buyerIdentity } from './buyer';
