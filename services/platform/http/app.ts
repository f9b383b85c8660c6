import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import type { AppContext } from '../context';
import { useEnvelopeErrors } from './errors';
import { serveFrontEnds, type FrontEnd, type PageFallback } from './front-end';
import { healthRoutes } from './health';
import type { Projection } from '@landrecords/projections/platform/projection';
import { useInputGuard } from './input-guard';
import { useRequestMetrics } from './metrics';
import { apiContentSecurityPolicy, securityHeaders } from './security-headers';
import { useServerTiming } from './server-timing';
import { useZodValidation } from './validation';
import { productRoutes } from './product';
import { sessions } from '../sessions/plugin';
import type { SessionContextPort } from '../sessions/store';

export type AppOptions = {
  /** Each capability's routes, mounted under /api. */
  apiRoutes?: FastifyPluginAsync[];
  /** What every signed-in call reads with its session and the idle limit: the county's, wired by the composition root. */
  sessionContext: SessionContextPort;
  /** The async read models /api/ready watches: the county's, wired by the composition root. */
  readModels?: readonly Projection[];
  /** Pages served at the site root beside the API (the sandbox card provider's), before the front ends' fallback. */
  pageRoutes?: FastifyPluginAsync[];
  /** Built front ends to serve: URL prefix to dist folder. Missing folders are skipped. */
  frontEnds?: FrontEnd[];
};

/** The HTTP app of the platform: edge checks, envelopes, headers, sessions, health; the capabilities' routes. */
export async function buildHttpApp(ctx: AppContext, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    trustProxy: ctx.config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
  });
  app.decorate('ctx', ctx);
  if (ctx.config.SERVER_TIMING) useServerTiming(app);
  useRequestMetrics(app);
  useZodValidation(app);
  useInputGuard(app);
  let pageFallback: PageFallback = () => false;
  useEnvelopeErrors(app, (request, reply) => pageFallback(request, reply));
  // Once closing, answers end their connection so a keep-alive client cannot hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const headers = securityHeaders(ctx.config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(headers);
    // API answers carry personal data or downloads: never kept by a browser or a proxy, unless the call says so.
    if (request.url.startsWith('/api/')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', apiContentSecurityPolicy);
    }
    if (closing) reply.header('connection', 'close');
  });

  await app.register(productRoutes);
  await app.register(
    async (api) => {
      await api.register(sessions, {
        context: options.sessionContext,
      });
      await api.register(healthRoutes, { readModels: options.readModels ?? [] });
      for (const routes of options.apiRoutes ?? []) await api.register(routes);
    },
    { prefix: '/api' },
  );
  for (const routes of options.pageRoutes ?? []) await app.register(routes);

  pageFallback = await serveFrontEnds(app, options.frontEnds ?? []);
  return app;
}
