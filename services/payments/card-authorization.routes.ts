import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cardResponseSchema, type CardResponse } from '@landrecords/contracts/payments/card';
import { dollars } from '@landrecords/contracts/payments/fee-schedule';
import type { LedgerEvent } from '@landrecords/contracts/payments/ledger-events';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { sql } from '@landrecords/projections/platform/database';
import { decideOnLedger } from '../accounts/index';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { signedIn } from '../platform/sessions/plugin';
import { buyerIdentity } from './buyer';
import { confirmHostedPayment, forgetHostedPayment, startHostedPayment } from './hosted-payment';
import { paymentProviderOf } from './provider/index';
import { settleAuthorization } from './settle-authorization.job';

/** A preauthorization is for a user who pays by card. */
function cardUser(request: FastifyRequest) {
  const identity = buyerIdentity(request);
  const { user, county } = callerOfRequest(request);
  if (user!.account!.paymentMethod !== 'CREDIT_CARD' || user!.account!.accountType === 'FLAT_FEE') {
    throw new UserFacingError(m.notCardUser, 400);
  }
  return { identity, maxAmount: county.creditCardExtra.maxAmount };
}

/** creditcard/authorize and authorizationResponse (000 §7, DESIGN §5): one preauthorization a user at a time. */
async function cardAuthorizationRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const provider = paymentProviderOf(app.ctx);

  app.post('/creditcard/authorize', async (request) => {
    const { identity, maxAmount } = cardUser(request);
    const { token } = await startHostedPayment(
      app.ctx,
      provider,
      request,
      { purpose: 'PREAUTHORIZATION', ...identity, kind: 'authOnly', amountCents: maxAmount, surchargeCents: 0 },
      `Preauthorization of ${dollars(maxAmount)} for searches and images`,
    );
    return success({ token, amount: dollars(maxAmount) });
  });

  app.post<{ Body: CardResponse }>(
    '/creditcard/authorizationResponse',
    { schema: { body: cardResponseSchema } },
    async (request) => {
      const { identity } = cardUser(request);
      let confirmed;
      try {
        confirmed = await confirmHostedPayment(app.ctx, provider, request, request.body, 'PREAUTHORIZATION');
      } catch (error) {
        if (error instanceof UserFacingError) return success({ authorizationOkay: false }, error.message);
        throw error;
      }
      const { pending, transaction } = confirmed;
      const { closed } = await decideOnLedger(
        pool,
        identity.accountId,
        metadataOf(request),
        async (tx, snapshot) => {
          const known = await tx.exists(
            sql.unsafe`SELECT FROM card_authorizations WHERE authorization_id = ${pending.reference}`,
          );
          if (known) return { events: [], result: { closed: null } };
          const open = snapshot.authorization;
          const events: LedgerEvent[] = [];
          const ids = { accountId: identity.accountId, userId: identity.userId };
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
        { userId: identity.userId },
      );
      await forgetHostedPayment(app.ctx, pending.reference);
      if (closed) {
        const { authorizationId, transactionId, usedCents } = closed;
        await settleAuthorization(app.ctx, { authorizationId, transactionId, usedCents });
      }
      return success({ authorizationOkay: true });
    },
  );
}

export async function cardAuthorization(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([cardAuthorizationRoutes]));
}
