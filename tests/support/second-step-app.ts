/** Two-step sign-in (issue 28) for specs: an API with a key of its own, and a user enrolled as the portal would. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiClient, type ApiClient } from './api-client';
import { testContext } from './context';
import { buildApp } from '../../services/app';
import { configRoutes, saveSection } from '../../services/config/index';
import { historyCapabilityRoutes } from '../../services/history/index';
import { userRoutes } from '../../services/users/index';
import { authRoutes } from '../../services/auth/routes';
import { totpCodeOf } from '../../services/auth/index';

export const staffActor = { actor: { userId: '1', username: 'countyclerk', role: 'COUNTY' } };

/** The API with sign-in, the user manager, history and the control panel, a key of its own for the secrets. */
export async function secondStepApp() {
  const ctx = await testContext({
    SIGN_IN_RATE_LIMIT: '1000',
    SECOND_FACTOR_KEY: randomBytes(32).toString('hex'),
  });
  const app = await buildApp(ctx, { apiRoutes: [authRoutes, userRoutes, historyCapabilityRoutes, configRoutes] });
  return {
    ctx,
    app,
    userAccess: (values: Record<string, unknown>) => saveSection(ctx.pool, 'userAccess', values, staffActor),
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

export const login = (client: ApiClient, username: string, password = 'Secret#2024') =>
  client.post('/api/auth/login', { username, password, language: 'ENGLISH' });

/** Signs in and enrols as the portal would: the secret read from the enrolment, the app's code typed. */
export async function enrolled(app: FastifyInstance, username: string, password = 'Secret#2024') {
  const client = apiClient(app);
  const { ticket } = (await login(client, username, password)).json().content;
  const { secret } = (await client.post('/api/auth/secondStep/enrolment', { ticket })).json().content;
  const answer = (await client.post('/api/auth/secondStep/enrol', { ticket, code: totpCodeOf(secret) })).json();
  if (!answer.ok) throw new Error(`${username} could not enrol: ${answer.message}`);
  return { client, secret: String(secret).replace(/\s/g, ''), recoveryCodes: answer.content.recoveryCodes as string[] };
}

/** A code of the next time step: newer than any used, and still within the step either side that is allowed. */
export const nextCode = (secret: string, steps = 1) => totpCodeOf(secret, Date.now() + steps * 30_000);
