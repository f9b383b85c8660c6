export { paymentRoutes } from './routes';
export { sandboxPaymentPages } from './provider/index';
