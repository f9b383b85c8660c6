import type { FastifyInstance } from 'fastify';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { sql } from '@landrecords/projections/platform/database';
import { isStalled, projectionLag } from '@landrecords/projections/platform/lag';
import type { Projection } from '@landrecords/projections/platform/projection';
import { failure, success } from './envelope';

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const outcome = check().then(
    () => true,
    () => false,
  );
  const result = await Promise.race([outcome, timeout]);
  clearTimeout(timer);
  return result;
}

/** Each async read model's lag; a stalled one (not moved for stallSeconds while events wait) fails readiness. */
async function readModelLags(app: FastifyInstance, readModels: readonly Projection[]) {
  const stallSeconds = app.ctx.config.PROJECTION_STALL_SECONDS;
  const lags = await Promise.all(
    readModels
      .filter((projection) => projection.mode === 'async')
      .map((projection) => projectionLag(app.ctx.pool, projection)),
  );
  return lags.map((lag) => ({
    name: lag.name,
    behindEvents: lag.behindEvents,
    behindSeconds: lag.behindSeconds,
    waitingOnTransaction: lag.heldBy !== null,
    stalled: isStalled(lag, stallSeconds),
  }));
}

/**
 * /api/health: the process answers. /api/ready: and PostgreSQL and Redis answer, and no read model has stood
 * still for PROJECTION_STALL_SECONDS with events waiting for it (which transaction holds it: `npm run projections
 * -- status`; this call is public and names none).
 */
export async function healthRoutes(
  app: FastifyInstance,
  { readModels }: { readModels: readonly Projection[] },
): Promise<void> {
  app.get('/health', async () => success({ status: 'alive' }));

  app.get('/ready', async (_request, reply) => {
    const [postgres, redis] = await Promise.all([
      probe(() => app.ctx.pool.oneFirst(sql.unsafe`SELECT 1`)),
      probe(() => app.ctx.redis.ping()),
    ]);
    const checks = { postgres: postgres ? 'up' : 'down', redis: redis ? 'up' : 'down' };
    if (!postgres || !redis) {
      return reply.code(503).send({ ...failure(httpMessages.notReady), content: { checks } });
    }
    const projections = await readModelLags(app, readModels);
    const stalled = projections.filter((projection) => projection.stalled).map((projection) => projection.name);
    if (stalled.length === 0) return success({ status: 'ready', checks, projections });
    return reply.code(503).send({
      ...failure(httpMessages.stalled({ projections: stalled.join(', ') })),
      content: { checks, projections },
    });
  });
}
