import type { AppContext } from '../../platform/context';
import { authorizeNetProvider } from './authorize-net';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';

const providers = new WeakMap<AppContext, PaymentProvider>();

function providerFor({ config, pool }: AppContext): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'sandbox') return sandboxProvider(pool);
  const { AUTHORIZE_NET_API_LOGIN_ID: apiLoginId, AUTHORIZE_NET_TRANSACTION_KEY: transactionKey } = config;
  // loadConfig refuses to start without them; a hand-made configuration may still lack them.
  if (!apiLoginId || !transactionKey) throw new Error('Authorize.Net needs its API login id and transaction key.');
  return authorizeNetProvider({
    apiLoginId,
    transactionKey,
    endpoint: config.AUTHORIZE_NET_ENDPOINT,
    iframeCommunicatorUrl: config.AUTHORIZE_NET_IFRAME_COMMUNICATOR_URL,
  });
}

/** The card provider PAYMENT_PROVIDER names, one per context. */
export function paymentProviderOf(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = providerFor(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}
