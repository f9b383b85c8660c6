import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { sql } from '@landrecords/projections/platform/database';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import type { AppContext } from '../platform/context';
import type { JobDefinition } from '../platform/queue/index';
import type { Reactor } from '../platform/reactors/index';
import { paymentProviderOf } from './provider/index';

const SETTLE_QUEUE = 'card-settlement';

/**
 * A closed preauthorization to settle with the card provider: capture what was used, void it if nothing was.
 * `transactionId` is looked up by the authorization when absent (jobs made from the closing event); jobs queued
 * before settlement moved onto the reactor carry it.
 */
export type Settlement = { authorizationId: string; usedCents: number; transactionId?: string };

type Closed = Extract<LedgerEvent, { type: 'CardAuthorizationClosed' }>;

/**
 * Every closed preauthorization is settled: the closing event in the log becomes the job (one per event), so a
 * process that dies right after the ledger's commit loses nothing.
 */
export const cardSettlementReactor: Reactor<Settlement> = {
  name: 'card-settlement',
  eventTypes: ['CardAuthorizationClosed'],
  queue: SETTLE_QUEUE,
  jobOf: (event: RecordedEvent) => {
    const { authorizationId, capturedCents } = (event as RecordedEvent<Closed['type'], Closed['data']>).data;
    return { authorizationId, usedCents: capturedCents };
  },
};

async function transactionOf(app: AppContext, { authorizationId, transactionId }: Settlement) {
  if (transactionId) return transactionId;
  const found = await app.pool.maybeOneFirst(sql.unsafe`
    SELECT transaction_id FROM card_authorizations WHERE authorization_id = ${authorizationId}`);
  if (found === null) throw new Error(`No card preauthorization ${authorizationId} is recorded.`);
  return String(found);
}

/**
 * Settling goes through the queue: a provider that is down or slow delays the capture (retried with back-off)
 * instead of losing it once the ledger has recorded the preauthorization closed. Settling again is harmless:
 * the provider is asked first whether it is done.
 */
export const settleAuthorizationJob: JobDefinition<Settlement> = {
  queue: SETTLE_QUEUE,
  async process(job, app) {
    const provider = paymentProviderOf(app);
    const { usedCents } = job.data;
    const transactionId = await transactionOf(app, job.data);
    const transaction = await provider.transaction(transactionId);
    if (!transaction) throw new Error(`The card provider does not know transaction ${transactionId}.`);
    if (usedCents > 0) {
      if (transaction.capturedCents < usedCents) await provider.capturePrior(transactionId, usedCents);
    } else if (!transaction.voided) {
      await provider.voidTransaction(transactionId);
    }
  },
};
