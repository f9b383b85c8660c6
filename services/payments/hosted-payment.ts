import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { transactionIdOf, type CardResponse } from '@landrecords/contracts/payments/card';
import { UserFacingError } from '../platform/http/errors';
import { ownerOf, type StateStore } from '../images/index';
import type { HostedKind, PaymentProvider, ProviderTransaction } from './provider/index';

/** A card payment begun on the hosted page and not yet confirmed: what it is for, kept for an hour. */
export type PendingPayment = {
  reference: string;
  purpose: 'ESCROW_DEPOSIT' | 'PREAUTHORIZATION';
  owner: string;
  userId: number;
  accountId: number;
  kind: HostedKind;
  amountCents: number;
  surchargeCents: number;
};

const keyOf = (store: StateStore, reference: string) => `${store.config.QUEUE_PREFIX}:card-payment:${reference}`;

/** Asks the provider for a hosted-page token and remembers what the payment is for. */
export async function startHostedPayment(
  store: StateStore,
  provider: PaymentProvider,
  request: FastifyRequest,
  payment: Omit<PendingPayment, 'reference' | 'owner'>,
  description: string,
): Promise<{ token: string; reference: string }> {
  const reference = randomBytes(10).toString('hex');
  const { token } = await provider.hostedPaymentToken({
    kind: payment.kind,
    amountCents: payment.amountCents + payment.surchargeCents,
    reference,
    description,
  });
  const pending: PendingPayment = { ...payment, reference, owner: ownerOf(request) };
  await store.redis.set(keyOf(store, reference), JSON.stringify(pending), 'EX', 60 * 60);
  return { token, reference };
}

export type ConfirmedPayment = { pending: PendingPayment; transaction: ProviderTransaction };

/**
 * The payment a transactResponse names, as the provider confirms it: approved, of the kind and amount this
 * session began for this purpose. Anything else (forged, declined, another's) changes nothing.
 */
export async function confirmHostedPayment(
  store: StateStore,
  provider: PaymentProvider,
  request: FastifyRequest,
  body: CardResponse,
  purpose: PendingPayment['purpose'],
): Promise<ConfirmedPayment> {
  const transactionId = transactionIdOf(body);
  const transaction = transactionId ? await provider.transaction(transactionId) : null;
  const text = transaction?.reference ? await store.redis.get(keyOf(store, transaction.reference)) : null;
  const pending = text ? (JSON.parse(text) as PendingPayment) : null;
  const matches =
    transaction &&
    pending &&
    pending.owner === ownerOf(request) &&
    pending.purpose === purpose &&
    transaction.kind === pending.kind &&
    !transaction.voided &&
    transaction.amountCents === pending.amountCents + pending.surchargeCents;
  if (!matches) throw new UserFacingError(m.paymentNotConfirmed, 400);
  if (!transaction.approved) throw new UserFacingError(m.declined, 400);
  return { pending, transaction };
}

/** Once recorded, the pending payment is done with. */
export const forgetHostedPayment = (store: StateStore, reference: string) => store.redis.del(keyOf(store, reference));
