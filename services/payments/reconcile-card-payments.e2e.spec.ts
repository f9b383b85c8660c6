import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { loadDemoData } from '../../ops/demo/load';
import { sql } from '@landrecords/projections/platform/database';
import { signedInClient, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { declinedCard, payOnSandboxPage } from '../../tests/support/sandbox-card';
import { buildApp } from '../app';
import { reconcileCardPayments } from './reconcile-card-payments.job';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testContext();
  await loadDemoData(ctx.pool);
  app = await buildApp(ctx);
}, 60_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const signIn = (username: string, password: string) => signedInClient(app, username, password);
const tokenOf = async (client: ApiClient, call: string, body: object) => {
  const content = (await client.post(`/api/${call}`, body)).json().content;
  return (content.tokenResults?.token ?? content.token) as string;
};
const balanceOf = async (client: ApiClient) =>
  (await client.post('/api/currentUser/usageBalance', {})).json().content.usageBalance.value as string;
const minutes = (count: number) => Date.now() + count * 60 * 1000;

describe('card payments whose browser never reported back', () => {
  it('are found with the provider after a quiet while and recorded once; unpaid ones are let go', async () => {
    const admin = await signIn('escrow.admin', 'Demo#Escrow1');
    const card = await signIn('card.user01', 'Demo#Card1');
    // Paid on the card page, then the tab was closed: nobody calls completeDeposit or authorizationResponse.
    await payOnSandboxPage(app, await tokenOf(admin, 'escrowDeposit/initiateDeposit', { amount: '30' }));
    await payOnSandboxPage(app, await tokenOf(card, 'creditcard/authorize', {}));
    await payOnSandboxPage(app, await tokenOf(admin, 'escrowDeposit/initiateDeposit', { amount: '40' }), declinedCard);
    await tokenOf(admin, 'escrowDeposit/initiateDeposit', { amount: '50' });
    expect(await balanceOf(admin)).toBe('$0.00');

    expect(await reconcileCardPayments(ctx, minutes(5))).toEqual({ recorded: 0, forgotten: 0 });
    expect(await reconcileCardPayments(ctx, minutes(11))).toEqual({ recorded: 2, forgotten: 0 });
    expect(await balanceOf(admin)).toBe('$30.00');
    const authorized = await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM card_authorizations WHERE open`);
    expect(Number(authorized)).toBe(1);

    // Again: nothing recorded twice; the declined and the unpaid ones wait until no one can pay them.
    expect(await reconcileCardPayments(ctx, minutes(12))).toEqual({ recorded: 0, forgotten: 0 });
    expect(await reconcileCardPayments(ctx, minutes(21))).toEqual({ recorded: 0, forgotten: 2 });
    expect(await balanceOf(admin)).toBe('$30.00');
    const recorded = await ctx.pool.any(sql.unsafe`
      SELECT metadata->>'system' AS system FROM es_events WHERE type IN ('EscrowDeposited', 'CardAuthorized')`);
    expect(recorded.map((row) => row.system)).toEqual(['card-reconciliation', 'card-reconciliation']);
  }, 60_000);
});
