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
  purpose: 'ESCROW_DEPOSIT' | 'PREAUTHORIZATION' | 'EFILE';
  owner: string;
  /** EFILE: the uploaded document it pays for. */
  imageId?: string;
  /** 0 for an anonymous payer (an e-filer). */
  userId: number;
  accountId: number;
  kind: HostedKind;
  amountCents: number;
  surchargeCents: number;
  /** When the token was asked for (ms since the epoch). */
  startedAt: number;
};

/** How long a pending payment is kept: the provider's token lasts 15 minutes, a slow customer a little more. */
export const PENDING_SECONDS = 60 * 60;

/** Whose payment: the session's, or, for an anonymous e-filer, anyone's who knows its transaction. */
const ownerOfCaller = (request: FastifyRequest) => (request.session ? ownerOf(request) : 'anonymous');

const keyOf = (store: StateStore, reference: string) => `${store.config.QUEUE_PREFIX}:card-payment:${reference}`;

/** Asks the provider for a hosted-page token and remembers what the payment is for. */
export async function startHostedPayment(
  store: StateStore,
  provider: PaymentProvider,
  request: FastifyRequest,
  payment: Omit<PendingPayment, 'reference' | 'owner' | 'startedAt'>,
  description: string,
): Promise<{ token: string; reference: string }> {
  const reference = randomBytes(10).toString('hex');
  const { token } = await provider.hostedPaymentToken({
    kind: payment.kind,
    amountCents: payment.amountCents + payment.surchargeCents,
    reference,
    description,
  });
  const pending: PendingPayment = { ...payment, reference, owner: ownerOfCaller(request), startedAt: Date.now() };
  await store.redis.set(keyOf(store, reference), JSON.stringify(pending), 'EX', PENDING_SECONDS);
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
    pending.owner === ownerOfCaller(request) &&
    pending.purpose === purpose &&
    isPaymentFor(transaction, pending);
  if (!matches) throw new UserFacingError(m.paymentNotConfirmed, 400);
  if (!transaction.approved) throw new UserFacingError(m.declined, 400);
  return { pending, transaction };
}

/** The provider's transaction is this pending payment's: its kind and its whole amount, not voided. */
export const isPaymentFor = (transaction: ProviderTransaction, pending: PendingPayment) =>
  transaction.kind === pending.kind &&
  !transaction.voided &&
  transaction.amountCents === pending.amountCents + pending.surchargeCents;

/** Every payment still pending, however long ago begun. */
export async function pendingPayments(store: StateStore): Promise<PendingPayment[]> {
  const found: PendingPayment[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await store.redis.scan(cursor, 'MATCH', keyOf(store, '*'), 'COUNT', 200);
    cursor = next;
    const texts = keys.length > 0 ? await store.redis.mget(keys) : [];
    for (const text of texts) if (text) found.push(JSON.parse(text) as PendingPayment);
  } while (cursor !== '0');
  return found;
}

/** Once recorded, the pending payment is done with. */
export const forgetHostedPayment = (store: StateStore, reference: string) => store.redis.del(keyOf(store, reference));
