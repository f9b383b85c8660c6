import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { apiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { authRoutes } from './routes';
import { signInMessages } from '@landrecords/contracts/auth/messages';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await testContext({ SIGN_IN_RATE_LIMIT: '3' });
  app = await buildApp(ctx, { apiRoutes: [authRoutes] });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('rate limits on sign-in, registration and recovery', () => {
  it('answer 429 in the envelope past the limit, counting each call on its own', async () => {
    const attempt = () => apiClient(app).post('/api/auth/login', { username: 'someone.else', password: 'Guess#123' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ ok: false, message: signInMessages.tooManyRequests.text });
    const other = await apiClient(app).post('/api/auth/forgotUsername', { email: 'someone@example.com' });
    expect(other.statusCode).toBe(200);
  });
});
