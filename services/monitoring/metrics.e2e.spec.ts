import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { monitoringMessages } from '@landrecords/contracts/monitoring/messages';
import { allJobs, buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { testContext } from '../../tests/support/context';

const token = 'scrape-me-0123456789abcdef';

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: Awaited<ReturnType<typeof testContext>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await testContext();
    app = await buildApp(ctx);
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('is off: 404 in the envelope, whatever the caller sends', async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      ok: false,
      message: httpMessages.noRoute({ method: 'GET', path: '/metrics' }).text,
    });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: Awaited<ReturnType<typeof testContext>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await testContext({ METRICS_TOKEN: token });
    app = await buildApp(ctx);
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('refuses a caller without the bearer token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all-00', token, `Basic ${token}`]) {
      const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ ok: false, message: monitoringMessages.metricsTokenRequired.text });
    }
  });

  it('answers Prometheus the process, the calls by route and every queue’s jobs', async () => {
    await app.inject({ url: '/api/health' });
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    for (const queue of new Set(allJobs.map((job) => job.queue))) {
      expect(text).toContain(`bullmq_jobs{queue="${queue}",state="failed"} 0`);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused shorter than 16 characters, so a guessable token cannot open the metrics', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});
