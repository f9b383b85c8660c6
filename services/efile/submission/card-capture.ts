import type { FastifyRequest } from 'fastify';
import type { CardResponse } from '@landrecords/contracts/payments/card';
import type { EfileEvent } from '@landrecords/contracts/efile/events';
import { efileSubmissionMessages as m } from '@landrecords/contracts/efile/submission-messages';
import { handleCommand } from '../../platform/commands/handle-command';
import { UserFacingError } from '../../platform/http/errors';
import { metadataOf } from '../../platform/http/request-metadata';
import { confirmHostedPayment, paymentProviderOf } from '../../payments/index';
import { submissionAggregate } from './submission-aggregate';

/**
 * The card provider's response for an e-file (creditcard/efileAuthAndCaptureResponse): the transaction is asked
 * of the provider (never taken from the browser), must be the approved capture this caller began for one upload,
 * of its whole amount, and is recorded on that submission's stream once: a replayed response changes nothing (the
 * pending payment is kept until it expires, so a replay is recognised, not refused). A second payment for an
 * upload already paid is given back at once.
 */
export async function recordEfileCapture(request: FastifyRequest, body: CardResponse): Promise<{ imageId: string }> {
  const ctx = request.server.ctx;
  const provider = paymentProviderOf(ctx);
  const { pending, transaction } = await confirmHostedPayment(ctx, provider, request, body, 'EFILE');
  const imageId = pending.imageId;
  if (!imageId) throw new UserFacingError(m.paymentNotFound, 400);
  const { state } = await handleCommand(
    ctx.pool,
    submissionAggregate(imageId),
    (current) => {
      if (current.captures.some((capture) => capture.transactionId === transaction.transactionId)) return [];
      const captured: EfileEvent = {
        type: 'EfilePaymentCaptured',
        data: {
          submissionId: imageId,
          provider: provider.name,
          transactionId: transaction.transactionId,
          amountCents: transaction.amountCents,
          reference: pending.reference,
          accountNumber: transaction.accountNumber,
        },
      };
      return [captured];
    },
    metadataOf(request),
  );
  const first = state.captures[0];
  if (first && first.transactionId !== transaction.transactionId) {
    // Paid twice for one document: the later payment goes back to the card.
    await giveBackDuplicate(request, imageId, transaction.transactionId, transaction.amountCents);
    throw new UserFacingError(m.alreadyPaid, 400);
  }
  return { imageId };
}

async function giveBackDuplicate(request: FastifyRequest, imageId: string, transactionId: string, amountCents: number) {
  const ctx = request.server.ctx;
  const provider = paymentProviderOf(ctx);
  const given = await provider.giveBack(transactionId, amountCents);
  await handleCommand(
    ctx.pool,
    submissionAggregate(imageId),
    (current) =>
      current.refundedTransactions.includes(transactionId)
        ? []
        : [
            {
              type: 'EfilePaymentRefunded',
              data: { submissionId: imageId, provider: provider.name, transactionId, amountCents, ...given },
            } satisfies EfileEvent,
          ],
    metadataOf(request),
  );
}
