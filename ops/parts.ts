import { join } from 'node:path';
import { allProjections } from '../projections/index';
import { runProjections } from '../projections/platform/runner';
import { allJobs } from '../services/app';
import type { AppContext } from '../services/platform/context';
import { buildApp } from '../services/app';
import { queueContextOf, startWorkers } from '../services/platform/queue/index';
import { apiRoutes } from '../services/app';
import { portalDist, repositoryRoot } from './runtime';

/** The HTTP server: API, product.json and the built portal and admin app. Resolves with its address. */
export async function startApi(ctx: AppContext) {
  const app = await buildApp(ctx, {
    apiRoutes,
    frontEnds: [
      { prefix: '/admin/', root: join(repositoryRoot, 'admin', 'dist') },
      { prefix: ctx.config.ROUTER_BASE_PATH, root: portalDist() },
    ],
  });
  const address = await app.listen({ host: ctx.config.HOST, port: ctx.config.PORT });
  return { app, address, close: () => app.close() };
}

/** The queue workers and the projection runners. */
export function startBackground(ctx: AppContext) {
  const workers = startWorkers(allJobs, queueContextOf(ctx));
  const projections = runProjections(ctx.pool, allProjections, ctx.logger);
  return {
    close: async () => {
      await workers.close();
      await projections.stop();
    },
  };
}
