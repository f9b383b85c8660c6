import type { EfileEvent } from '@landrecords/contracts/efile/events';
import { efileReviewMessages as m, type EfileRejectionReason } from '@landrecords/contracts/efile/review';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { appendWithInlineProjections } from '@landrecords/projections/platform/inline';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { decideOnAccount } from '../../accounts/index';
import type { AppContext } from '../../platform/context';
import { loadAggregate, lockStream } from '../../platform/commands/handle-command';
import { UserFacingError } from '../../platform/http/errors';
import { paymentProviderOf, type GivenBack } from '../../payments/index';
import {
  decideEfileReversal,
  efileChargeDescription,
  efileReversalId,
  submissionAggregate,
  type SubmissionState,
} from '../submission/index';

type Staff = { userId: number; username: string };
type Submitted = NonNullable<SubmissionState['submitted']>;

/** A submission the recorder can still decide on: submitted and new. */
function undecided(state: SubmissionState): Submitted {
  if (!state.submitted) throw new UserFacingError(m.noSuchSubmission, 404);
  if (state.status !== 'NEW') throw new UserFacingError(m.alreadyDecided, 409);
  return state.submitted;
}

const addresseeOf = (submitted: Submitted) => ({
  name: submitted.filer.name,
  email: submitted.filer.email,
  method: submitted.payment.method,
  totalCents: submitted.charges.totalCents,
});

/** Appends a decision's events to the submission's stream, under its lock, the recorder's list written inline. */
async function decide(
  pool: DatabasePool,
  submissionId: string,
  metadata: EventMetadata,
  decision: (
    state: SubmissionState,
    tx: Parameters<Parameters<DatabasePool['transaction']>[0]>[0],
  ) => Promise<EfileEvent[]>,
) {
  const aggregate = submissionAggregate(submissionId);
  return pool.transaction(async (tx) => {
    await lockStream(tx, aggregate.streamId);
    const { state, version } = await loadAggregate(tx, aggregate);
    const events = await decision(state, tx);
    await appendWithInlineProjections(
      tx,
      aggregate.streamId,
      events.map((event) => ({ ...event, metadata })),
      version === 0 ? 'no_stream' : version,
      aggregate.projections ?? [],
    );
    return events;
  });
}

/** The recorder accepts the document for recording: EfileAccepted, and the filer is emailed (efileMailReactor). */
export async function acceptEfile(
  pool: DatabasePool,
  submissionId: string,
  by: Staff,
  note: string,
  metadata: EventMetadata,
) {
  return decide(pool, submissionId, metadata, async (state) => {
    const submitted = undecided(state);
    return [
      {
        type: 'EfileAccepted',
        data: {
          submissionId,
          transactionNumber: submitted.transactionNumber,
          by,
          note,
          filer: addresseeOf(submitted),
        },
      },
    ];
  });
}

/**
 * The recorder rejects the document for a standard reason: the money goes back first, then EfileRejected is
 * recorded with how it went back, in one transaction with the ledger's reversal. A card payment is voided or
 * refunded by the provider before the transaction (a provider that refuses leaves the submission as it was, to
 * try again; asking it again for a payment it gave back already gives nothing twice); an account charge is
 * reversed on the account's stream (AccountChargeReversed) under its lock. The filer is emailed by the reactor.
 */
export async function rejectEfile(
  ctx: AppContext,
  submissionId: string,
  rejection: { by: Staff; reason: EfileRejectionReason; note: string },
  metadata: EventMetadata,
) {
  const { state: before } = await loadAggregate(ctx.pool, submissionAggregate(submissionId));
  const submitted = undecided(before);
  const provider = paymentProviderOf(ctx);
  const { payment, charges } = submitted;
  let givenBack: GivenBack | null = null;
  if (payment.transactionId && charges.totalCents > 0 && !before.refundedTransactions.includes(payment.transactionId)) {
    try {
      givenBack = await provider.giveBack(payment.transactionId, charges.totalCents);
    } catch (error) {
      ctx.logger.warn({ err: error, submissionId }, 'the card provider did not give an e-file payment back');
      throw new UserFacingError(m.refundFailed, 502);
    }
  }
  return decide(ctx.pool, submissionId, metadata, async (state, tx) => {
    const decided = undecided(state);
    const events: EfileEvent[] = [
      {
        type: 'EfileRejected',
        data: {
          submissionId,
          transactionNumber: decided.transactionNumber,
          ...rejection,
          filer: addresseeOf(decided),
        },
      },
    ];
    if (givenBack && payment.transactionId) {
      events.push({
        type: 'EfilePaymentRefunded',
        data: {
          submissionId,
          provider: payment.provider ?? provider.name,
          transactionId: payment.transactionId,
          amountCents: charges.totalCents,
          ...givenBack,
        },
      });
    }
    if (payment.chargeId && payment.accountId && !state.reversed) {
      const { result } = await decideOnAccount(
        tx,
        payment.accountId,
        metadata,
        (ledger) =>
          decideEfileReversal(ledger, {
            userId: payment.userId ?? rejection.by.userId,
            submissionId,
            method: payment.method,
            amountCents: charges.totalCents,
            description: `Reversal of ${efileChargeDescription(decided)}`,
          }),
        { userId: payment.userId ?? rejection.by.userId, ids: [payment.chargeId, efileReversalId(submissionId)] },
      );
      if (result === 'REVERSED') {
        events.push({
          type: 'EfileChargeReversed',
          data: {
            submissionId,
            accountId: payment.accountId,
            chargeId: payment.chargeId,
            amountCents: charges.totalCents,
          },
        });
      }
    }
    return events;
  });
}
