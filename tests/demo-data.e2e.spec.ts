import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { loadDemoData } from '../ops/demo/load';
import { demoUsers } from '../ops/demo/people';
import { buildApp } from '../services/app';
import { sql } from '../projections/platform/database';
import { apiRoutes } from '../services/app';
import { apiClient } from './support/api-client';
import { testContext } from './support/context';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('the demo county', () => {
  it('loads once, and a second load changes nothing', async () => {
    expect(await loadDemoData(ctx.pool)).toBe(true);
    const events = await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
    expect(await loadDemoData(ctx.pool)).toBe(false);
    expect(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`)).toBe(events);
  });

  it.each(demoUsers.map((user) => [user.username, user.password, user.role] as const))(
    'lets %s sign in with the README password (%s) as %s',
    async (username, password, role) => {
      const response = await apiClient(app).post('/api/auth/login', { username, password, language: 'ENGLISH' });
      expect(response.json()).toMatchObject({ ok: true, content: { username, role } });
    },
  );

  it('shows each kind of account its balance', async () => {
    const balanceOf = async (username: string, password: string) =>
      (await apiClient(app).post('/api/auth/login', { username, password })).json().content.usageBalance;
    expect(await balanceOf('flatfee.user', 'Demo#FlatFee1')).toMatchObject({ kind: 'FLAT_FEE', images: 100 });
    expect(await balanceOf('escrow.admin', 'Demo#Escrow1')).toMatchObject({ kind: 'ESCROW' });
    expect(await balanceOf('card.user01', 'Demo#Card1')).toMatchObject({ kind: 'CREDIT_CARD' });
    expect(await balanceOf('county.clerk', 'Demo#County1')).toBeNull();
  });

  it('gives a card user the county’s card rates for searches', async () => {
    const user = (
      await apiClient(app).post('/api/auth/login', { username: 'card.user01', password: 'Demo#Card1' })
    ).json();
    expect(user.content.creditCardSearchRates).toContainEqual({ code: 'searchName', description: '$2.00' });
    expect(user.content.creditCardSearchRates).toContainEqual({ code: 'searchDocumentNumber', description: '$1.00' });
    const escrow = (
      await apiClient(app).post('/api/auth/login', { username: 'escrow.admin', password: 'Demo#Escrow1' })
    ).json();
    expect(escrow.content.creditCardSearchRates).toEqual([]);
  });
});
