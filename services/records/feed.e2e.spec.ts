import { request as httpRequest } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

/** The app's address on a real socket, listening from the first call. */
async function serverAddress(): Promise<string> {
  const listening = world.app.server.address();
  if (listening && typeof listening === 'object') return `http://127.0.0.1:${listening.port}`;
  return world.app.listen({ port: 0, host: '127.0.0.1' });
}

/** How many of these streams have events: records visible to every reader of the log. */
const streamsWritten = async (streamIds: readonly string[]) =>
  Number(
    await world.ctx.pool.oneFirst(
      sql.unsafe`SELECT count(DISTINCT stream_id) FROM es_events WHERE stream_id = ANY(${sql.array(streamIds, 'text')})`,
    ),
  );

/** Whether `condition` came to hold within `ms`, asked every 25 ms. */
async function eventually(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

const documentLine = (docId: string, overrides: object = {}) => feedLine(sampleLandDocument({ docId, ...overrides }));

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

  it('refuses a line whose text holds an escaped NUL, by number and reason, and takes the lines around it', async () => {
    const withNul = documentLine('9202', { docNumber: 'A\u0000B' });
    expect(withNul).toContain('"docNumber":"A\\u0000B"');
    const response = await push([documentLine('9201'), withNul, documentLine('9203')].join('\n'), {
      'x-feed-key': feedKey,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      content: {
        read: 3,
        changed: 2,
        rejected: 1,
        rejects: [{ lineNumber: 2, reason: 'docNumber: text may not contain the NUL character' }],
      },
    });
    expect(await streamsWritten(['landdoc-9201', 'landdoc-9202', 'landdoc-9203'])).toBe(2);
  });

  it('refuses a line over 1 MB without holding it, and takes the lines around it', async () => {
    const long = documentLine('9302', { instrumentDescription: 'x'.repeat(1024 * 1024) });
    const response = await push([documentLine('9301'), long, documentLine('9303')].join('\r\n'), {
      'x-feed-key': feedKey,
    });
    expect(response.json()).toMatchObject({
      ok: true,
      content: { read: 3, changed: 2, rejected: 1, rejects: [{ lineNumber: 2, reason: 'line longer than 1 MB' }] },
    });
  });

  it('imports the lines of a push as they arrive, before its body ends', async () => {
    const request = httpRequest(`${await serverAddress()}/api/records/feed`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-ndjson', 'x-feed-key': feedKey },
    });
    const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
    });
    // Chunked: the first two lines go now, the last one only once their records are in the database.
    request.write(`${documentLine('9101')}\n${documentLine('9102')}\n`);
    const inBeforeTheEnd = await eventually(
      async () => (await streamsWritten(['landdoc-9101', 'landdoc-9102'])) === 2,
      3000,
    );
    request.end(`${documentLine('9103')}\n`);
    const { status, body } = await answer;
    expect(inBeforeTheEnd).toBe(true);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, content: { read: 3, changed: 3, rejected: 0 } });
  });

  it('answers 413 to a push over 64 MB, holding no more than a little of it meanwhile', async () => {
    setFlagsFromString('--expose-gc');
    // Buffers freed by a collection are otherwise counted until a background sweep gets to them.
    setFlagsFromString('--no-concurrent-array-buffer-sweeping');
    const collectGarbage = runInNewContext('gc') as () => void;
    const heldBytes = () => {
      collectGarbage();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const chunkBytes = 64 * 1024;
    // Lines of blanks, each chunk a new buffer: a server that keeps what it read holds all of them. Sent over a
    // real socket, as a county's feed comes, each write waiting for the last to drain.
    const blankLine = () => Buffer.alloc(chunkBytes, ' ').fill('\n', chunkBytes - 1);
    const request = httpRequest(`${await serverAddress()}/api/records/feed`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-ndjson', 'x-feed-key': feedKey },
    });
    let answered = false;
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
      });
    });
    request.on('error', () => {}); // the server may close the socket on the rest of the body: expected
    const baseline = heldBytes();
    let heldHalfWay = Infinity;
    for (let sent = 0; sent <= 64 * 1024 * 1024 && !answered && !request.destroyed; sent += chunkBytes) {
      if (sent === 48 * 1024 * 1024) heldHalfWay = heldBytes() - baseline;
      if (!request.write(blankLine())) await new Promise((resolve) => request.once('drain', resolve));
    }
    request.end();
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ ok: false, message: 'The request body is too large.' });
    expect(heldHalfWay).toBeLessThan(16 * 1024 * 1024);
  });
});
