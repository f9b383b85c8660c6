// The fixed cost of a signed-in call (issue 10): its session, caller and county configuration in one statement.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { buildApp } from '../services/app';
import { authRoutes } from '../services/auth/index';
import { saveSection } from '../services/config/index';
import { success } from '../services/platform/http/envelope';
import { signedIn } from '../services/platform/sessions/plugin';
import { givenAccount } from './support/accounts';
import { apiClient, type ApiClient } from './support/api-client';
import { testContext } from './support/context';
import { givenUser } from './support/people';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let user: ApiClient;
let statements = 0;

/** The pool the app runs on, counting every statement it is asked to run. */
function counting(pool: DatabasePool): DatabasePool {
  return new Proxy(pool, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (name !== 'end' && name !== 'connect' && name !== 'getPoolState') statements++;
        return value.apply(target, args);
      };
    },
  });
}

// A call that needs nothing but its caller: what every signed-in call pays before its own work.
async function probeRoutes(api: FastifyInstance) {
  api.get('/probe', async (request) => {
    const { user: caller, county } = callerOfRequest(request);
    return success({ role: caller?.role, idle: county.userAccess.inactivityTimeLimitPeriod });
  });
}

beforeAll(async () => {
  ctx = await testContext();
  const accountId = await givenAccount(ctx.pool, { name: 'Saipan Title' });
  await givenUser(ctx.pool, { username: 'searcher01', password: 'Secret#2024', accountId });
  app = await buildApp({ ...ctx, pool: counting(ctx.pool) }, { apiRoutes: [authRoutes, signedIn([probeRoutes])] });
  user = apiClient(app);
  const login = await user.post('/api/auth/login', { username: 'searcher01', password: 'Secret#2024' });
  expect(login.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const probe = async () => {
  statements = 0;
  const response = await user.get('/api/probe');
  return { statements, content: response.json().content as { role: string; idle: number } };
};

describe('a signed-in call', () => {
  it('reads its session, its caller and the county configuration in one statement', async () => {
    await probe();
    expect(await probe()).toEqual({ statements: 1, content: { role: 'USER', idle: expect.any(Number) } });
  });

  it('sees a configuration saved since at once, reading it once more, then one statement again', async () => {
    const before = (await probe()).content.idle;
    await saveSection(ctx.pool, 'userAccess', { inactivityTimeLimit: true, inactivityTimeLimitPeriod: before + 7 }, {});
    expect(await probe()).toEqual({ statements: 2, content: { role: 'USER', idle: before + 7 } });
    expect((await probe()).statements).toBe(1);
  });
});
