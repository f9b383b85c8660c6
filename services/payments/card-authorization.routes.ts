import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cardResponseSchema, type CardResponse } from '@landrecords/contracts/payments/card';
import { dollars } from '@landrecords/contracts/payments/fee-schedule';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { signedIn } from '../platform/sessions/plugin';
import { buyerIdentity } from './buyer';
import { confirmHostedPayment, forgetHostedPayment, startHostedPayment } from './hosted-payment';
import { recordCardPayment } from './card-payments';
import { paymentProviderOf } from './provider/index';

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
        if (error instanceof UserFacingError) return success({ authorizationOkay: false }, error.declared);
        throw error;
      }
      const { pending, transaction } = confirmed;
      if (pending.accountId !== identity.accountId) return success({ authorizationOkay: false }, m.paymentNotConfirmed);
      await recordCardPayment(app.ctx, provider, pending, transaction, metadataOf(request));
      await forgetHostedPayment(app.ctx, pending.reference);
      return success({ authorizationOkay: true });
    },
  );
}

export async function cardAuthorization(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([cardAuthorizationRoutes]));
}
