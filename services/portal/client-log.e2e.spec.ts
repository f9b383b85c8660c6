import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { portalMessages } from '@landrecords/contracts/portal/messages';
import { apiClient, clientWithSession } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { buildApp } from '../app';
import { CLIENT_LOG_RATE_LIMIT } from './client-log.routes';
import { portalRoutes } from './routes';

type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let lines: LogLine[] = [];

beforeAll(async () => {
  ctx = await testContext();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  app = await buildApp({ ...ctx, logger: pino({ level: 'info' }, sink) }, { apiRoutes: [portalRoutes] });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});
beforeEach(() => {
  lines = [];
});

const entry = {
  level: 'error',
  message: 'Cannot read properties of undefined (reading "pageCount")',
  stack: 'TypeError: Cannot read properties of undefined\n    at Preview (Preview.tsx:42:7)',
  url: 'https://records.example.gov/search/name',
  component: 'DocumentPreviewDialog',
};
const portalLines = () => lines.filter((line) => 'clientLog' in line);

describe('logReact', () => {
  it('writes an entry from a visitor who is not signed in to the log, under the request id', async () => {
    const response = await apiClient(app).post('/api/logReact', entry);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: null, lockout: false, content: null });
    expect(portalLines()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: entry.message,
        reqId: response.headers['x-request-id'],
        userId: null,
        clientLog: { stack: entry.stack, url: entry.url, component: entry.component },
      }),
    ]);
  });

  it('names the signed-in user, at the level the portal gave', async () => {
    const user = await clientWithSession(app, { userId: '42', username: 'title.clerk', role: 'USER' });
    const response = await user.post('/api/logReact', { level: 'warn', message: 'Slow search', context: 'name' });
    expect(response.statusCode).toBe(200);
    expect(portalLines()).toEqual([
      expect.objectContaining({ level: 40, msg: 'Slow search', userId: '42', clientLog: { context: 'name' } }),
    ]);
  });

  it('refuses a bad entry with 400 and writes nothing', async () => {
    const refused = async (body: object) => {
      const response = await apiClient(app).post('/api/logReact', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, lockout: false, content: null });
      return response.json().errors;
    };
    expect(await refused({ ...entry, level: 'fatal' })).toEqual({ level: [portalMessages.logLevel.text] });
    expect(await refused({ ...entry, message: 'x'.repeat(2001) })).toEqual({ message: ['2000 characters max.'] });
    expect(await refused({ ...entry, stack: 'x'.repeat(8001) })).toEqual({ stack: ['8000 characters max.'] });
    expect(await refused({ level: 'info' })).toHaveProperty('message');
    expect(Object.keys(await refused({ ...entry, password: 'Secret#2024' }))).toEqual(['_']);
    expect(portalLines()).toEqual([]);
  });

  it('refuses a body over 16 KB with 413 before reading it', async () => {
    const response = await apiClient(app).post('/api/logReact', { ...entry, context: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ ok: false, message: 'The request body is too large.' });
    expect(portalLines()).toEqual([]);
  });

  it('answers 429 in the envelope past 60 entries a minute from one address, others still heard', async () => {
    const send = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/logReact', payload: { level: 'info', message: 'tick' }, remoteAddress });
    for (let i = 0; i < CLIENT_LOG_RATE_LIMIT; i++) expect((await send('10.20.30.40')).statusCode).toBe(200);
    const limited = await send('10.20.30.40');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ ok: false, message: portalMessages.tooManyLogEntries.text, content: null });
    expect((await send('10.20.30.41')).statusCode).toBe(200);
    expect(portalLines()).toHaveLength(CLIENT_LOG_RATE_LIMIT + 1);
  });
});
