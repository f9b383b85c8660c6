import type { EfileEvent, EfileFiler, EfileSubmissionPayment } from '@landrecords/contracts/efile/events';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { efileSubmissionMessages as m } from '@landrecords/contracts/efile/submission-messages';
import { appendWithInlineProjections } from '@landrecords/projections/platform/inline';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { decideOnAccount } from '../../accounts/index';
import { loadAggregate, lockStream } from '../../platform/commands/handle-command';
import { UserFacingError } from '../../platform/http/errors';
import type { UploadedEfileImage } from '../upload/index';
import { decideEfileCharge, efileChargeId } from './efile-charge.decide';
import { paysByCard, type EfilePayer } from './efile-payer';
import { submissionAggregate } from './submission-aggregate';
import { nextTransactionNumber } from './transaction-number';

export type Submission = {
  upload: UploadedEfileImage;
  filer: EfileFiler;
  payer: EfilePayer;
  cardTransactionId: string;
};
type Submitted = Extract<EfileEvent, { type: 'EfileSubmitted' }>['data'];

const descriptionOf = (submitted: Pick<Submitted, 'transactionNumber' | 'efileType' | 'numberOfPages'>) =>
  `E-file ${submitted.transactionNumber}: ${submitted.efileType}, ${submitted.numberOfPages} page${
    submitted.numberOfPages === 1 ? '' : 's'
  }`;
export { descriptionOf as efileChargeDescription };

/**
 * Submits an upload, once: in one transaction under the submission stream's lock, the card capture recorded for
 * it is checked (a card payer) or the account is charged through the ledger by its payment method (an account
 * user; the charge's id is the submission's), then EfileSubmitted is appended with its transaction number. A
 * submission already made answers what it was, charging nothing again; an account that cannot pay rolls it all
 * back.
 */
export async function submitEfile(
  pool: DatabasePool,
  submission: Submission,
  metadata: EventMetadata,
): Promise<{ submitted: Submitted; isNew: boolean }> {
  const { upload, filer, payer } = submission;
  const aggregate = submissionAggregate(upload.imageId);
  return pool.transaction(async (tx) => {
    await lockStream(tx, aggregate.streamId);
    const { state, version } = await loadAggregate(tx, aggregate);
    if (state.submitted) return { submitted: state.submitted, isNew: false };
    const { charges } = upload;
    const total = charges.totalCents;
    const payment: EfileSubmissionPayment = {
      method: payer.kind === 'ACCOUNT_USER' ? payer.method : 'CREDIT_CARD',
      accountId: payer.kind === 'ACCOUNT_USER' ? payer.accountId : null,
      userId: payer.kind === 'ACCOUNT_USER' ? payer.userId : null,
      chargeId: null,
      provider: null,
      transactionId: null,
    };
    if (paysByCard(payer) && total > 0) {
      const capture = state.captures.find((captured) => captured.transactionId === submission.cardTransactionId);
      if (!capture || state.refundedTransactions.includes(capture.transactionId)) {
        throw new UserFacingError(submission.cardTransactionId === '0' ? m.cardRequired : m.paymentNotFound, 400);
      }
      if (capture.amountCents !== total) throw new UserFacingError(m.amountMismatch, 400);
      Object.assign(payment, { provider: capture.provider, transactionId: capture.transactionId });
    }
    const transactionNumber = await nextTransactionNumber(tx);
    const submitted: Submitted = {
      submissionId: upload.imageId,
      transactionNumber,
      efileType: upload.efileType,
      filer,
      imageId: upload.imageId,
      imageKey: upload.imageKey,
      numberOfPages: upload.numberOfPages,
      charges: {
        firstPageCents: charges.firstPageCents,
        additionalPagesCents: charges.additionalPagesCents,
        surchargeCents: charges.surchargeCents,
        totalCents: total,
      },
      payment,
    };
    if (payer.kind === 'ACCOUNT_USER' && total > 0) {
      const chargeId = efileChargeId(upload.imageId);
      const { result } = await decideOnAccount(
        tx,
        payer.accountId,
        metadata,
        (ledger) =>
          decideEfileCharge(ledger, {
            userId: payer.userId,
            role: payer.role,
            submissionId: upload.imageId,
            amountCents: total,
            description: descriptionOf(submitted),
          }),
        { userId: payer.userId, ids: [chargeId] },
      );
      if (result === 'INSUFFICIENT_FUNDS') throw new UserFacingError(m.insufficientFunds, 400);
      payment.chargeId = chargeId;
    }
    const event: EfileEvent = { type: 'EfileSubmitted', data: submitted };
    await appendWithInlineProjections(
      tx,
      aggregate.streamId,
      [{ ...event, metadata }],
      version === 0 ? 'no_stream' : version,
      aggregate.projections ?? [],
    );
    return { submitted, isNew: true };
  });
}
