import type { AppContext } from '../platform/context';
import type { JobDefinition } from '../platform/queue/index';
import { recordCardPayment } from './card-payments';
import { forgetHostedPayment, isPaymentFor, pendingPayments } from './hosted-payment';
import { paymentProviderOf } from './provider/index';

/** A payment reported by its browser is recorded at once; one quiet this long is looked for with the provider. */
const QUIET_MS = 10 * 60 * 1000;
/** Past this, a token nobody paid with cannot be paid with any more (the provider's last 15 minutes). */
const GIVE_UP_MS = 20 * 60 * 1000;

export type Reconciled = { recorded: number; forgotten: number };

/**
 * The card payments whose browser never reported back (a closed tab, a lost connection): each one pending for a
 * while is looked for with the provider by its reference, and an approved one is recorded as if reported, once.
 * The customer paid; the account gets its deposit or preauthorization.
 */
export async function reconcileCardPayments(app: AppContext, now = Date.now()): Promise<Reconciled> {
  const provider = paymentProviderOf(app);
  const result: Reconciled = { recorded: 0, forgotten: 0 };
  for (const pending of await pendingPayments(app)) {
    // An e-file's capture is recorded by its submission, which asks the provider itself (services/efile).
    if (pending.purpose === 'EFILE') continue;
    const waited = now - pending.startedAt;
    if (waited < QUIET_MS) continue;
    const paid = (await provider.transactionsOf(pending.reference)).find(
      (transaction) => transaction.approved && isPaymentFor(transaction, pending),
    );
    if (paid) {
      await recordCardPayment(app, provider, pending, paid, { system: 'card-reconciliation' });
      app.logger.info({ reference: pending.reference, purpose: pending.purpose }, 'a quiet card payment recorded');
      result.recorded += 1;
    }
    if (paid || waited > GIVE_UP_MS) {
      await forgetHostedPayment(app, pending.reference);
      if (!paid) result.forgotten += 1;
    }
  }
  return result;
}

export const reconcileCardPaymentsJob: JobDefinition<unknown, Reconciled> = {
  queue: 'card-reconciliation',
  schedule: { every: 5 * 60 * 1000 },
  process: (_job, app) => reconcileCardPayments(app),
};
