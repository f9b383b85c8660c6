import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Job } from 'bullmq';
import { testContext } from '../../tests/support/context';
import { paymentProviderOf, type PaymentProvider } from './provider/index';
import { recordTransaction } from './provider/sandbox-provider';
import { settleAuthorizationJob, type Settlement } from './settle-authorization.job';

let ctx: Awaited<ReturnType<typeof testContext>>;
let provider: PaymentProvider;
beforeAll(async () => {
  ctx = await testContext();
  provider = paymentProviderOf(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** An approved $5.00 preauthorization on the sandbox, as a card frame would leave it. */
async function preauthorization(reference: string) {
  const { token } = await provider.hostedPaymentToken({
    kind: 'authOnly',
    amountCents: 500,
    reference,
    description: 'Preauthorization',
  });
  return (await recordTransaction(ctx.pool, token, { approved: true, accountNumber: 'XXXX1111' }))!.transactionId;
}
const settle = (data: Settlement) => settleAuthorizationJob.process({ data } as Job<Settlement>, ctx);

describe('settling a closed preauthorization', () => {
  it('captures what was used, once however often it runs', async () => {
    const transactionId = await preauthorization('settle-1');
    await settle({ authorizationId: 'a1', transactionId, usedCents: 300 });
    await settle({ authorizationId: 'a1', transactionId, usedCents: 300 });
    expect(await provider.transaction(transactionId)).toMatchObject({ capturedCents: 300, voided: false });
  });

  it('voids a preauthorization nothing was charged against, once however often it runs', async () => {
    const transactionId = await preauthorization('settle-2');
    await settle({ authorizationId: 'a2', transactionId, usedCents: 0 });
    await settle({ authorizationId: 'a2', transactionId, usedCents: 0 });
    expect(await provider.transaction(transactionId)).toMatchObject({ capturedCents: 0, voided: true });
  });

  it('fails (to be tried again by the queue) when the provider does not know the transaction', async () => {
    await expect(settle({ authorizationId: 'a3', transactionId: '999999999', usedCents: 100 })).rejects.toThrow(
      'does not know transaction 999999999',
    );
  });
});
