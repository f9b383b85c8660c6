import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Histogram, Registry, Summary, collectDefaultMetrics } from 'prom-client';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { monitoringMessages } from '@landrecords/contracts/monitoring/messages';
import type { CallStats } from '@landrecords/contracts/monitoring/report';
import { failure } from './envelope';

/** The page's windows, in seconds: the last minute, five and fifteen minutes. */
export const RATE_WINDOWS = [60, 300, 900] as const;
const BUCKET_SECONDS = 10;
const BUCKETS = RATE_WINDOWS.at(-1)! / BUCKET_SECONDS;
/** Percentiles over a sliding ten minutes (prom-client's Summary ages its samples out). */
const PERCENTILE_WINDOW_SECONDS = 600;

/** Calls per call (method and route) in 10-second buckets, the last fifteen minutes kept. */
class CallCounts {
  private readonly counts = new Map<string, number[]>();
  private readonly startedAt = Date.now();
  private bucketAt = this.bucketNow();

  private bucketNow() {
    return Math.floor(Date.now() / 1000 / BUCKET_SECONDS);
  }

  /** Moves the ring on to now, zeroing the buckets time passed over. */
  private advance() {
    const now = this.bucketNow();
    const passed = Math.min(now - this.bucketAt, BUCKETS);
    for (let step = 1; step <= passed; step++) {
      for (const ring of this.counts.values()) ring[(this.bucketAt + step) % BUCKETS] = 0;
    }
    this.bucketAt = now;
  }

  add(call: string) {
    this.advance();
    let ring = this.counts.get(call);
    if (!ring) this.counts.set(call, (ring = new Array<number>(BUCKETS).fill(0)));
    ring[this.bucketAt % BUCKETS]! += 1;
  }

  /** Calls per second over each window (over the uptime while it is shorter than the window). */
  rates(call: string): number[] {
    this.advance();
    const ring = this.counts.get(call) ?? [];
    const uptime = Math.max((Date.now() - this.startedAt) / 1000, 1);
    return RATE_WINDOWS.map((window) => {
      const buckets = window / BUCKET_SECONDS;
      let total = 0;
      for (let back = 0; back < buckets; back++) total += ring[(this.bucketAt - back + BUCKETS) % BUCKETS] ?? 0;
      return total / Math.min(window, uptime);
    });
  }

  calls() {
    return [...this.counts.keys()];
  }
}

export type RequestMetrics = {
  /** Everything /metrics exposes; capabilities add their gauges to it (the queues'). */
  registry: Registry;
  /** Each call seen since the start: its rates over RATE_WINDOWS and latency percentiles over ten minutes. */
  calls: () => Promise<CallStats[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: RequestMetrics;
  }
}

const callKey = (method: string, route: string) => `${method} ${route}`;

function createRequestMetrics(withProcessMetrics: boolean) {
  const registry = new Registry();
  if (withProcessMetrics) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route'] as const;
  const latency = new Summary({
    name: 'http_request_duration_ms_window',
    help: 'Request duration in milliseconds per call over the last ten minutes',
    labelNames,
    percentiles: [0.5, 0.95, 0.99],
    maxAgeSeconds: PERCENTILE_WINDOW_SECONDS,
    ageBuckets: 5,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request duration in seconds per call and status code',
    labelNames: [...labelNames, 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const counts = new CallCounts();

  const observe = (method: string, route: string, statusCode: number, ms: number) => {
    latency.observe({ method, route }, ms);
    duration.observe({ method, route, status_code: String(statusCode) }, ms / 1000);
    counts.add(callKey(method, route));
  };

  const calls = async (): Promise<CallStats[]> => {
    const { values } = await latency.get();
    const byCall = new Map<string, CallStats>();
    for (const sample of values) {
      const method = String(sample.labels.method);
      const route = String(sample.labels.route);
      const key = callKey(method, route);
      let call = byCall.get(key);
      if (!call) {
        const [perMinute = 0, perFiveMinutes = 0, perFifteenMinutes = 0] = counts.rates(key);
        call = {
          method,
          route,
          total: 0,
          ratePerSecond: { '1m': perMinute, '5m': perFiveMinutes, '15m': perFifteenMinutes },
          p50Ms: null,
          p95Ms: null,
          p99Ms: null,
        };
        byCall.set(key, call);
      }
      const quantile = (sample.labels as { quantile?: number }).quantile;
      const value = Number.isFinite(sample.value) ? Math.round(sample.value * 10) / 10 : null;
      if (quantile === 0.5) call.p50Ms = value;
      else if (quantile === 0.95) call.p95Ms = value;
      else if (quantile === 0.99) call.p99Ms = value;
      else if (sample.metricName?.endsWith('_count')) call.total = sample.value;
    }
    return [...byCall.values()].sort((a, b) => b.total - a.total);
  };

  return { registry, observe, calls };
}

const sameToken = (sent: string, token: string) => {
  const left = Buffer.from(sent);
  const right = Buffer.from(token);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Every answer's duration by call (its route pattern, never the URL with its ids), for the monitoring page and
 * Prometheus. GET /metrics is off (404) unless METRICS_TOKEN is set, and then answers only its bearer.
 */
export function useRequestMetrics(app: FastifyInstance): void {
  const token = app.ctx.config.METRICS_TOKEN;
  const metrics = createRequestMetrics(token !== undefined);
  app.decorate('metrics', { registry: metrics.registry, calls: metrics.calls } satisfies RequestMetrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(no route)';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime);
  });

  app.get('/metrics', async (request, reply: FastifyReply) => {
    if (!token) return reply.code(404).send(failure(httpMessages.noRoute({ method: 'GET', path: '/metrics' })));
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!sent || !sameToken(sent, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(failure(monitoringMessages.metricsTokenRequired));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
