import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cardResponseSchema,
  initiateDepositSchema,
  type CardResponse,
  type InitiateDeposit,
} from '@landrecords/contracts/payments/card';
import { dollars } from '@landrecords/contracts/payments/fee-schedule';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { signedIn } from '../platform/sessions/plugin';
import { buyerIdentity } from './buyer';
import { escrowSurcharge } from './fee-schedule';
import { confirmHostedPayment, forgetHostedPayment, startHostedPayment } from './hosted-payment';
import { recordCardPayment } from './card-payments';
import { paymentProviderOf } from './provider/index';
import { usageBalanceAfter } from './usage-balance';

/** An escrow top-up is the account administrator's, on an escrow account, where the county takes them by card. */
function depositor(request: FastifyRequest) {
  const identity = buyerIdentity(request);
  const { user, county } = callerOfRequest(request);
  if (identity.role !== 'ACCOUNT') throw new UserFacingError(m.accountAdminOnly, 403);
  if (user!.account!.paymentMethod !== 'ESCROW') throw new UserFacingError(m.notEscrow, 400);
  if (!county.escrow.reloadByCreditCard) throw new UserFacingError(m.depositsOff, 400);
  return { identity, escrow: county.escrow };
}

/** escrowDeposit/initiateDeposit and completeDeposit (000 §4 Escrow top-up). */
async function escrowDepositRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const provider = paymentProviderOf(app.ctx);

  app.post<{ Body: InitiateDeposit }>(
    '/escrowDeposit/initiateDeposit',
    { schema: { body: initiateDepositSchema } },
    async (request) => {
      const { identity, escrow } = depositor(request);
      const amountCents = request.body.amount;
      if (escrow.minReloadAmount !== null && amountCents < escrow.minReloadAmount) {
        throw new UserFacingError(m.belowMinimum({ min: dollars(escrow.minReloadAmount) }), 400);
      }
      if (escrow.maxReloadAmount !== null && amountCents > escrow.maxReloadAmount) {
        throw new UserFacingError(m.aboveMaximum({ max: dollars(escrow.maxReloadAmount) }), 400);
      }
      const surchargeCents = escrowSurcharge(callerOfRequest(request).county, amountCents);
      const { token } = await startHostedPayment(
        app.ctx,
        provider,
        request,
        { purpose: 'ESCROW_DEPOSIT', ...identity, kind: 'authCapture', amountCents, surchargeCents },
        `Escrow deposit of ${dollars(amountCents)}`,
      );
      return success({
        tokenResults: { token },
        amount: dollars(amountCents),
        surcharge: dollars(surchargeCents),
        total: dollars(amountCents + surchargeCents),
      });
    },
  );

  app.post<{ Body: CardResponse }>(
    '/escrowDeposit/completeDeposit',
    { schema: { body: cardResponseSchema } },
    async (request) => {
      const { identity } = depositor(request);
      const { pending, transaction } = await confirmHostedPayment(
        app.ctx,
        provider,
        request,
        request.body,
        'ESCROW_DEPOSIT',
      );
      if (pending.accountId !== identity.accountId) throw new UserFacingError(m.paymentNotConfirmed, 400);
      await recordCardPayment(app.ctx, provider, pending, transaction, metadataOf(request));
      await forgetHostedPayment(app.ctx, pending.reference);
      return success(
        { usageBalance: await usageBalanceAfter(pool, identity) },
        m.deposited({ amount: dollars(pending.amountCents) }),
      );
    },
  );
}

export async function escrowDeposit(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([escrowDepositRoutes]));
}
