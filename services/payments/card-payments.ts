import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { sql } from '@landrecords/projections/platform/database';
import { decideOnLedger, recordOnce } from '../accounts/index';
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
  const ids = { accountId: pending.accountId, userId: pending.userId };
  if (pending.purpose === 'ESCROW_DEPOSIT') {
    await recordOnce(app.pool, pending.accountId, metadata, pending.reference, {
      type: 'EscrowDeposited',
      data: {
        ...ids,
        depositId: pending.reference,
        amountCents: pending.amountCents,
        surchargeCents: pending.surchargeCents,
        provider: provider.name,
        transactionId: transaction.transactionId,
      },
    });
    return;
  }
  // A new preauthorization closes the user's open one; the closing event is settled by cardSettlementReactor.
  await decideOnLedger(
    app.pool,
    pending.accountId,
    metadata,
    async (tx, snapshot) => {
      const known = await tx.exists(
        sql.unsafe`SELECT FROM card_authorizations WHERE authorization_id = ${pending.reference}`,
      );
      if (known) return { events: [], result: { closed: null } };
      const open = snapshot.authorization;
      const events: LedgerEvent[] = [];
      if (open) {
        events.push({
          type: 'CardAuthorizationClosed',
          data: { ...ids, authorizationId: open.authorizationId, capturedCents: open.usedCents },
        });
      }
      events.push({
        type: 'CardAuthorized',
        data: {
          ...ids,
          authorizationId: pending.reference,
          provider: provider.name,
          transactionId: transaction.transactionId,
          amountCents: transaction.amountCents,
        },
      });
      return { events, result: { closed: open } };
    },
    { userId: pending.userId },
  );
}
