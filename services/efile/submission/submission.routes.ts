import type { FastifyInstance } from 'fastify';
import { efileSubmissionMessages as m } from '@landrecords/contracts/efile/submission-messages';
import {
  efileCaptureRequestSchema,
  efileCaptureResponseSchema,
  efileSubmissionRequestSchema,
} from '@landrecords/contracts/efile/submission';
import type { z } from 'zod';

/** The bodies as their route schemas left them (amounts in cents, defaults filled). */
type CaptureBody = z.output<typeof efileCaptureRequestSchema>;
type SubmissionBody = z.output<typeof efileSubmissionRequestSchema>;
import type { CardResponse } from '@landrecords/contracts/payments/card';
import { success } from '../../platform/http/envelope';
import { UserFacingError } from '../../platform/http/errors';
import { metadataOf } from '../../platform/http/request-metadata';
import { paymentProviderOf, startHostedPayment, usageBalanceAfter } from '../../payments/index';
import { recordEfileCapture } from './card-capture';
import { payerOf, paysByCard, requireEfileOn, uploadFor } from './efile-payer';
import { loadAggregate } from '../../platform/commands/handle-command';
import { submissionAggregate } from './submission-aggregate';
import { submitEfile } from './submission.commands';

/** The warnings a county's override setting may refuse: a page the server could not examine is the recorder's. */
const blockingWarnings = (warnings: { check: string }[]) =>
  warnings.filter((warning) => warning.check !== 'notExamined');

/**
 * efile/submission, creditcard/efileCapture and creditcard/efileAuthAndCaptureResponse (002 §4, §7). Public: an
 * anonymous filer pays by card; an account's user as the account pays. The charges are always the upload's.
 */
export async function efileSubmissionRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post<{ Body: CaptureBody }>(
    '/creditcard/efileCapture',
    { schema: { body: efileCaptureRequestSchema } },
    async (request) => {
      await requireEfileOn(request);
      const body = request.body;
      const payer = payerOf(request);
      if (!paysByCard(payer)) throw new UserFacingError(m.paymentNotFound, 400);
      const upload = await uploadFor(request, payer, body.imageId);
      const { state } = await loadAggregate(pool, submissionAggregate(upload.imageId));
      if (state.submitted || state.captures.length > 0) throw new UserFacingError(m.alreadyPaid, 400);
      const { totalCents, surchargeCents } = upload.charges;
      if (body.amount !== totalCents || totalCents === 0) throw new UserFacingError(m.amountMismatch, 400);
      const { token } = await startHostedPayment(
        app.ctx,
        paymentProviderOf(app.ctx),
        request,
        {
          purpose: 'EFILE',
          imageId: upload.imageId,
          userId: payer.kind === 'ACCOUNT_USER' ? payer.userId : 0,
          accountId: payer.kind === 'ACCOUNT_USER' ? payer.accountId : 0,
          kind: 'authCapture',
          amountCents: totalCents - surchargeCents,
          surchargeCents,
        },
        `E-file ${upload.efileType}, ${upload.numberOfPages} page${upload.numberOfPages === 1 ? '' : 's'}`,
      );
      return success({ tokenResults: { token } });
    },
  );

  app.post<{ Body: CardResponse }>(
    '/creditcard/efileAuthAndCaptureResponse',
    { schema: { body: efileCaptureResponseSchema } },
    async (request) => {
      await requireEfileOn(request);
      await recordEfileCapture(request, request.body);
      return success(null);
    },
  );

  app.post<{ Body: SubmissionBody }>(
    '/efile/submission',
    { schema: { body: efileSubmissionRequestSchema } },
    async (request) => {
      const efile = await requireEfileOn(request);
      const fields = request.body;
      if (efile.acknowledgement && !fields.acknowledgement) throw new UserFacingError(m.acknowledgementRequired, 400);
      const payer = payerOf(request);
      const upload = await uploadFor(request, payer, fields.imageId);
      if (!upload.overrideAllowed && blockingWarnings(upload.warnings).length > 0) {
        throw new UserFacingError(m.warningsNotAllowed, 400);
      }
      const cardTransactionId = String(fields.paymentTransactionId);
      if (paysByCard(payer) && cardTransactionId !== '0') {
        // The card frame's response may not have been reported (a lost call): the provider is asked here too.
        const { state } = await loadAggregate(pool, submissionAggregate(upload.imageId));
        if (!state.submitted && !state.captures.some((capture) => capture.transactionId === cardTransactionId)) {
          await recordEfileCapture(request, { transId: cardTransactionId });
        }
      }
      const { submitted } = await submitEfile(
        pool,
        {
          upload,
          payer,
          cardTransactionId,
          filer: {
            name: fields.name,
            email: fields.email,
            address1: fields.address1,
            address2: fields.address2,
            city: fields.city,
            state: fields.state,
            zip: fields.zip,
            acknowledged: fields.acknowledgement,
          },
        },
        metadataOf(request),
      );
      const usageBalance =
        payer.kind === 'ACCOUNT_USER'
          ? await usageBalanceAfter(pool, { role: payer.role, accountId: payer.accountId })
          : null;
      const { transactionNumber } = submitted;
      return success({ transactionNumber, usageBalance }, m.submitted({ transactionNumber }));
    },
  );
}
