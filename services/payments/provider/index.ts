/** The card payment provider port, its built-in sandbox (with its hosted page) and the Authorize.Net adapter. */
export * from './payment-provider';
export { paymentProviderOf } from './provider-of';
export { sandboxProvider } from './sandbox-provider';
export { sandboxPaymentPages } from './sandbox-pages';
export { AuthorizeNetError, authorizeNetProvider, type AuthorizeNetSettings } from './authorize-net';
