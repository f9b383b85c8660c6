import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { searchSettingsSchema } from '@landrecords/contracts/search/form-settings';
import { apiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { saveSection } from '../config/county-config';
import { buildApp } from '../app';
import { portalRoutes } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [portalRoutes] });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const settings = async () => {
  const response = await apiClient(app).get('/api/helperdata/searchSettings');
  expect(response.statusCode).toBe(200);
  return searchSettingsSchema.parse(response.json().content);
};

describe('helperdata/searchSettings (001 §3.8)', () => {
  it("answers the county's search settings without a session, nothing private in them", async () => {
    await saveSection(
      ctx.pool,
      'recordsIndex',
      { bookType: true, qqqq: true, feedKey: 'k'.repeat(40) },
      { system: 'test' },
    );
    await saveSection(ctx.pool, 'common', { bookLabel: 'Liber', torrensLabel: 'Land Court' }, { system: 'test' });
    await saveSection(
      ctx.pool,
      'notableDates',
      { useVerificationDate: true, abstractVerified: '10/31/2026', abstractIndexBegin: '01/02/1978' },
      { system: 'test' },
    );
    const content = await settings();
    expect(content).toMatchObject({
      bookLabel: 'Liber',
      torrensLabel: 'Land Court',
      bookType: true,
      qqqq: true,
      qqq: false,
      useVerificationDate: true,
      abstractVerifiedDate: '10/31/2026',
      abstractIndexBeginDate: '01/02/1978',
      defaultSearch: 'searchByDocumentNumber',
    });
    expect(JSON.stringify(content)).not.toContain('k'.repeat(40));
    expect(Object.keys(content.countyNotes)).toHaveLength(15);
  });
});
