import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '@landrecords/projections/platform/database';
import { testContext } from '../../../tests/support/context';
import { authorizeNetProvider } from './authorize-net';
import { startAuthorizeNetStandIn, type AuthorizeNetStandIn } from './authorize-net-stand-in';
import { recordTransaction, sandboxProvider } from './sandbox-provider';

const credentials = { apiLoginId: '5KP3u95bQpv', transactionKey: '346HZ32z3fP4hTG2' };
const payment = { kind: 'authCapture' as const, amountCents: 42_50, reference: 'EF-0001', description: 'E-file' };

describe('Authorize.Net gives a payment back', () => {
  let standIn: AuthorizeNetStandIn;
  let provider: ReturnType<typeof authorizeNetProvider>;
  beforeAll(async () => {
    standIn = await startAuthorizeNetStandIn(credentials);
    provider = authorizeNetProvider({ ...credentials, endpoint: standIn.url });
  });
  afterAll(() => standIn.close());

  it('voids one not settled yet, and answers VOIDED again without a second request to void', async () => {
    const transId = standIn.pay((await provider.hostedPaymentToken(payment)).token);
    expect(await provider.giveBack(transId, 42_50)).toEqual({ how: 'VOIDED', refundTransactionId: null });
    expect((await provider.transaction(transId))?.voided).toBe(true);
    const voids = () =>
      standIn.requests.filter(
        (request) =>
          (request.createTransactionRequest as { transactionRequest?: { transactionType?: string } } | undefined)
            ?.transactionRequest?.transactionType === 'voidTransaction',
      ).length;
    const before = voids();
    expect(await provider.giveBack(transId, 42_50)).toEqual({ how: 'VOIDED', refundTransactionId: null });
    expect(voids()).toBe(before);
  });

  it('refunds a settled one, naming the card by its last four digits, in the schema order', async () => {
    const transId = standIn.pay((await provider.hostedPaymentToken(payment)).token, { cardNumber: 'XXXX4242' });
    standIn.settle(transId);
    const given = await provider.giveBack(transId, 42_50);
    expect(given.how).toBe('REFUNDED');
    expect(given.refundTransactionId).toMatch(/^\d+$/);
    expect(standIn.requests.at(-1)).toMatchObject({
      createTransactionRequest: {
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount: '42.50',
          payment: { creditCard: { cardNumber: 'XXXX4242', expirationDate: 'XXXX' } },
          refTransId: transId,
        },
      },
    });
  });
});

describe('the sandbox gives a payment back', () => {
  let ctx: Awaited<ReturnType<typeof testContext>>;
  beforeAll(async () => {
    ctx = await testContext();
  });
  afterAll(() => ctx.close());

  const paid = async () => {
    const provider = sandboxProvider(ctx.pool);
    const { token } = await provider.hostedPaymentToken(payment);
    const transaction = await recordTransaction(ctx.pool, token, { approved: true, accountNumber: 'XXXX1111' });
    return { provider, transactionId: transaction!.transactionId };
  };

  it('voids a payment made today, once', async () => {
    const { provider, transactionId } = await paid();
    expect(await provider.giveBack(transactionId, 42_50)).toEqual({ how: 'VOIDED', refundTransactionId: null });
    expect(await provider.giveBack(transactionId, 42_50)).toEqual({ how: 'VOIDED', refundTransactionId: null });
    expect((await provider.transaction(transactionId))?.voided).toBe(true);
  });

  it('refunds a payment settled (a day old) once, and refuses more than was captured', async () => {
    const { provider, transactionId } = await paid();
    await ctx.pool.query(sql.unsafe`
      UPDATE sandbox_payment_transactions SET created_at = now() - interval '2 days' WHERE id = ${transactionId}`);
    await expect(provider.giveBack(transactionId, 42_51)).rejects.toThrow(/criteria for issuing a credit/);
    const first = await provider.giveBack(transactionId, 42_50);
    expect(first.how).toBe('REFUNDED');
    expect(await provider.giveBack(transactionId, 42_50)).toEqual(first);
    const row = await ctx.pool.one(sql.unsafe`
      SELECT refunded_cents, voided FROM sandbox_payment_transactions WHERE id = ${transactionId}`);
    expect(row).toEqual({ refunded_cents: 42_50, voided: false });
  });
});
