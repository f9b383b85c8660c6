import type { AppContext } from '../platform/context';
import { enqueue } from '../platform/queue/enqueue';
import type { JobDefinition } from '../platform/queue/index';
import { paymentProviderOf } from './provider/index';

const SETTLE_QUEUE = 'card-settlement';

/** A closed preauthorization to settle with the card provider: capture what was used, void it if nothing was. */
export type Settlement = { authorizationId: string; transactionId: string; usedCents: number };

/**
 * Settling goes through the queue: a provider that is down or slow delays the capture (retried with back-off)
 * instead of losing it once the ledger has recorded the preauthorization closed. Settling again is harmless:
 * the provider is asked first whether it is done.
 */
export const settleAuthorizationJob: JobDefinition<Settlement> = {
  queue: SETTLE_QUEUE,
  async process(job, app) {
    const provider = paymentProviderOf(app);
    const { transactionId, usedCents } = job.data;
    const transaction = await provider.transaction(transactionId);
    if (!transaction) throw new Error(`The card provider does not know transaction ${transactionId}.`);
    if (usedCents > 0) {
      if (transaction.capturedCents < usedCents) await provider.capturePrior(transactionId, usedCents);
    } else if (!transaction.voided) {
      await provider.voidTransaction(transactionId);
    }
  },
};

/** Queues the settlement once per preauthorization (its id names the job). */
export const settleAuthorization = (app: AppContext, settlement: Settlement) =>
  enqueue(app, SETTLE_QUEUE, settlement, { jobId: `settle-${settlement.authorizationId}` });
