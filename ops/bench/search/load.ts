/** Latency percentiles of a list of milliseconds. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), count: sorted.length };
}

export type Call = () => Promise<void>;

/**
 * Runs `clients` loops at once, each calling the next request until `requests` in all were made or `seconds`
 * passed; bounded both ways so a slow server cannot keep it running. Resolves with each call's milliseconds.
 */
export async function underLoad(calls: (index: number) => Call, clients: number, requests: number, seconds: number) {
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests && performance.now() < deadline) {
        const call = calls(next++);
        const begin = performance.now();
        await call();
        times.push(performance.now() - begin);
      }
    }),
  );
  return { times, perSecond: times.length / ((performance.now() - started) / 1000) };
}

/** The `app` and `sql` durations of a Server-Timing header (`app;dur=3.21, sql;dur=1.02`), in milliseconds. */
export function serverTiming(header: string | null): { app: number; sql: number } {
  const durations = new Map(
    (header ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().split(';');
      const duration = params.find((param) => param.startsWith('dur='));
      return [name ?? '', Number(duration?.slice(4) ?? 0)] as const;
    }),
  );
  return { app: durations.get('app') ?? 0, sql: durations.get('sql') ?? 0 };
}
