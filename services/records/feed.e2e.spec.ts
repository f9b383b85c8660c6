import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catchUp } from '@landrecords/projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import { logSettled } from '../../tests/support/database';
import { feedLine, sampleLandDocument } from '../../tests/support/records';
import { saveSection } from '../config/county-config';
import { sql } from '@landrecords/projections/platform/database';
import { searchApp, searcher } from '../../tests/support/search-fixtures';

const feedKey = 'k'.repeat(20) + '-county-feed-key-2026';
let world: Awaited<ReturnType<typeof searchApp>>;
beforeAll(async () => {
  world = await searchApp([]);
  await saveSection(world.ctx.pool, 'recordsIndex', { feedKey }, { system: 'test' });
});
afterAll(async () => world.close());

const eventCount = async () => Number(await world.ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`));
const push = (body: string, headers: Record<string, string> = {}) =>
  world.app.inject({
    method: 'POST',
    url: '/api/records/feed',
    payload: body,
    headers: { 'content-type': 'application/x-ndjson', ...headers },
  });

describe('POST records/feed', () => {
  const lines = [
    feedLine(sampleLandDocument({ docId: '9001' })),
    'not json at all',
    feedLine(sampleLandDocument({ docId: '9002', grantors: [{ lastName: 'Pangelinan' }] })),
  ].join('\n');

  it('takes NDJSON with the county feed key: good lines in, the bad one back with its number', async () => {
    const response = await push(lines, { 'x-feed-key': feedKey });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      message: '1 of 3 lines were rejected.',
      content: { read: 3, changed: 2, rejected: 1, rejects: [{ lineNumber: 2, reason: 'not valid JSON' }] },
    });
    await logSettled(world.ctx.pool);
    await catchUp(world.ctx.pool, searchProjection);
    const client = await searcher(world.app, world.accountId);
    const found = await client.post('/api/search/searchByName', { grantorGranteeLastName1: 'Pangelinan' });
    expect(found.json().content.searchResults.searchResultList.map((row: { docId: string }) => row.docId)).toEqual([
      '9002',
    ]);
  });

  it('adds nothing when the same push comes again', async () => {
    const before = await eventCount();
    const response = await push(lines, { 'x-feed-key': feedKey });
    expect(response.json().content).toMatchObject({ changed: 0, unchanged: 2, rejected: 1 });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a wrong key, no key, and a signed-in user who is not provider staff, changing nothing', async () => {
    const county = await searcher(world.app, world.accountId, { role: 'COUNTY' });
    const before = await eventCount();
    const line = feedLine(sampleLandDocument({ docId: '9003' }));
    const wrong = await push(line, { 'x-feed-key': `${feedKey}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ ok: false, message: "The feed key is not the county's." });
    expect((await push(line)).json()).toMatchObject({ ok: false, status: 'LOGIN' });
    const refused = await world.app.inject({
      method: 'POST',
      url: '/api/records/feed',
      payload: [JSON.parse(line)],
      cookies: county.cookies,
      headers: { 'x-csrf-token': county.cookies.lr_csrf! },
    });
    expect(refused.statusCode).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('takes a JSON array from provider staff signed in, and refuses an empty push', async () => {
    const trimin = await searcher(world.app, world.accountId, { role: 'TRIMIN' });
    const response = await trimin.post('/api/records/feed', [sampleLandDocument({ docId: '9004' })]);
    expect(response.json()).toMatchObject({ ok: true, content: { changed: 1 } });
    const empty = await trimin.post('/api/records/feed', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ ok: false });
  });
});
