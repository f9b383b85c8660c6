import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Named durations of this call in milliseconds, sent as Server-Timing when SERVER_TIMING is on. */
    timings: Array<[name: string, milliseconds: number]> | null;
  }
}

/** Times a piece of a call under a name (the search SQL, say) when the app reports timings; free otherwise. */
export async function timed<T>(request: FastifyRequest, name: string, work: () => Promise<T>): Promise<T> {
  if (!request.timings) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    request.timings.push([name, performance.now() - started]);
  }
}

/** `Server-Timing: app;dur=…, sql;dur=…`: the whole call from its first byte to its answer, and what routes timed. */
export function useServerTiming(app: FastifyInstance): void {
  const started = Symbol('started');
  app.decorateRequest('timings', null);
  app.addHook('onRequest', async (request) => {
    request.timings = [];
    (request as unknown as Record<symbol, number>)[started] = performance.now();
  });
  app.addHook('onSend', async (request, reply) => {
    const total = performance.now() - (request as unknown as Record<symbol, number>)[started]!;
    const parts = [['app', total] as const, ...(request.timings ?? [])];
    reply.header('server-timing', parts.map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(', '));
  });
}
