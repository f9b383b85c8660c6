// The edge's input guard on react-admin's list queries: a NUL escaped inside the JSON of `filter` (\u0000) is a
// NUL once parsed, and is refused with 400 in the envelope like any other, before PostgreSQL sees it (issue 23).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from '@landrecords/projections/platform/database';
import { testContext } from '../../../tests/support/context';
import type { AppContext } from '../context';
import { fixedIdleLimit } from '../sessions/store';
import { buildHttpApp } from './app';
import { restListQuerySchema, sendListPage, type RestListQuery } from './rest';

let ctx: AppContext & { close: () => Promise<void> };
let app: FastifyInstance;

/** A REST list as the resources answer one: the filter's text goes to PostgreSQL, which cannot store a NUL. */
async function listRoutes(api: FastifyInstance) {
  api.get<{ Querystring: RestListQuery }>(
    '/sample/rows',
    { schema: { querystring: restListQuerySchema } },
    async (request, reply) => {
      const { filter, range } = request.query;
      const text = typeof filter.q === 'string' ? filter.q : '';
      const rows = await api.ctx.pool.any(sql.unsafe`SELECT ${text}::text AS q`);
      return sendListPage(reply, 'rows', [...rows], range, rows.length);
    },
  );
}

beforeAll(async () => {
  ctx = await testContext();
  app = await buildHttpApp(ctx, { sessionContext: fixedIdleLimit(20), apiRoutes: [listRoutes] });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const nulRefused = {
  ok: false,
  message: 'Text may not contain the NUL character.',
  code: 'HTTP_NUL',
  lockout: false,
  content: null,
};

const rows = (query: Record<string, string>) => app.inject({ method: 'GET', url: '/api/sample/rows', query: query });

describe('a NUL inside the JSON of a react-admin list query', () => {
  it('is refused with 400 in the envelope, in a filter value, a filter key, a nested value or the sort', async () => {
    for (const query of [
      { filter: '{"q":"\\u0000"}' },
      { filter: '{"q":"recorder\\u0000"}' },
      { filter: '{"q\\u0000":"a"}' },
      { filter: '{"q":"a","id":["\\u0000"]}' },
      { sort: '["name\\u0000","ASC"]' },
    ] as Record<string, string>[]) {
      const response = await rows(query);
      expect([query, response.statusCode, response.json()]).toEqual([query, 400, nulRefused]);
    }
  });

  it('leaves a filter without one to the route, and text that only looks like JSON to the route’s schema', async () => {
    const plain = await rows({ filter: '{"q":"smith"}', range: '[0,9]' });
    expect([plain.statusCode, plain.json(), plain.headers['content-range']]).toEqual([
      200,
      [{ q: 'smith' }],
      'rows 0-0/1',
    ]);
    // The six characters \u0000 typed as text (escaped backslash) are not a NUL.
    const typed = await rows({ filter: '{"q":"\\\\u0000"}' });
    expect([typed.statusCode, typed.json()]).toEqual([200, [{ q: '\\u0000' }]]);
    const broken = await rows({ filter: '{"q":' });
    expect([broken.statusCode, broken.json().ok]).toEqual([400, false]);
  });
});
