import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { runLedgerCommand } from '../accounts/index';
import type { AppContext } from '../platform/context';
import type { PendingPayment } from './hosted-payment';
import type { PaymentProvider, ProviderTransaction } from './provider/index';

/** A card payment the provider approved, recorded on the account's stream once, whoever reports it first. */
export async function recordCardPayment(
  app: AppContext,
  provider: PaymentProvider,
  pending: PendingPayment,
  transaction: ProviderTransaction,
  metadata: EventMetadata,
): Promise<void> {
  // An e-file's capture is the submission's (services/efile), on its own stream, not the account's.
  if (pending.purpose === 'EFILE') return;
  const common = { userId: pending.userId, provider: provider.name, transactionId: transaction.transactionId };
  if (pending.purpose === 'ESCROW_DEPOSIT') {
    await runLedgerCommand(app.pool, pending.accountId, metadata, {
      type: 'Deposit',
      ...common,
      depositId: pending.reference,
      amountCents: pending.amountCents,
      surchargeCents: pending.surchargeCents,
    });
    return;
  }
  // A new preauthorization closes the user's open one; the closing event is settled by cardSettlementReactor.
  await runLedgerCommand(app.pool, pending.accountId, metadata, {
    type: 'AuthorizeCard',
    ...common,
    authorizationId: pending.reference,
    amountCents: transaction.amountCents,
  });
}
