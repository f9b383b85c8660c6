import { allProjections } from '../projections/index';
import { runProjections } from '../projections/platform/runner';
import { allJobs, allReactors } from '../services/app';
import type { AppContext } from '../services/platform/context';
import { buildApp } from '../services/app';
import { queueContextOf, startWorkers } from '../services/platform/queue/index';
import { runReactors } from '../services/platform/reactors/index';
import { apiRoutes } from '../services/app';
import { adminDist, portalDist } from './runtime';

/** The HTTP server: API, product.json and the built portal and admin app. Resolves with its address. */
export async function startApi(ctx: AppContext) {
  const app = await buildApp(ctx, {
    apiRoutes,
    frontEnds: [
      { prefix: '/admin/', root: adminDist() },
      { prefix: ctx.config.ROUTER_BASE_PATH, root: portalDist() },
    ],
  });
  const address = await app.listen({ host: ctx.config.HOST, port: ctx.config.PORT });
  return { app, address, close: () => app.close() };
}

/** The queue workers, the projection runners and the reactors. */
export function startBackground(ctx: AppContext) {
  const workers = startWorkers(allJobs, queueContextOf(ctx));
  const projections = runProjections(ctx.pool, allProjections, ctx.logger);
  const reactors = runReactors(ctx, allReactors);
  return {
    close: async () => {
      await reactors.stop();
      await workers.close();
      await projections.stop();
    },
  };
}
