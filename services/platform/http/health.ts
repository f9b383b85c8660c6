import type { FastifyInstance } from 'fastify';
import { sql } from '@landrecords/projections/platform/database';
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

/** /api/health: the process answers. /api/ready: and PostgreSQL and Redis answer too. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => success({ status: 'alive' }));

  app.get('/ready', async (_request, reply) => {
    const [postgres, redis] = await Promise.all([
      probe(() => app.ctx.pool.oneFirst(sql.unsafe`SELECT 1`)),
      probe(() => app.ctx.redis.ping()),
    ]);
    const checks = { postgres: postgres ? 'up' : 'down', redis: redis ? 'up' : 'down' };
    if (postgres && redis) return success({ status: 'ready', checks });
    return reply.code(503).send({ ...failure('Not ready: a service it needs does not answer.'), content: { checks } });
  });
}
