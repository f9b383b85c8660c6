import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { useEnvelopeErrors } from './errors';
import { serveFrontEnds, type FrontEnd, type PageFallback } from './front-end';
import { healthRoutes } from './health';
import { useZodValidation } from './validation';
import { productRoutes } from '../../config/product.routes';
import { sessionInactivityMinutes } from '../../auth/inactivity';
import { sessions } from '../../auth/session.plugin';

// The sandbox payment page is framed by the portal itself, so framing is allowed from the same origin only.
const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
};

export type AppOptions = {
  /** Each capability's routes, mounted under /api. */
  apiRoutes?: FastifyPluginAsync[];
  /** The idle time after which a session ends; by default the county configuration's. */
  inactivityMinutes?: () => Promise<number>;
  /** Built front ends to serve: URL prefix to dist folder. Missing folders are skipped. */
  frontEnds?: FrontEnd[];
};

export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    trustProxy: ctx.config.NODE_ENV === 'production',
  });
  app.decorate('ctx', ctx);
  useZodValidation(app);
  let pageFallback: PageFallback = () => false;
  useEnvelopeErrors(app, (request, reply) => pageFallback(request, reply));
  // Once closing, answers end their connection so a keep-alive client cannot hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(securityHeaders);
    if (closing) reply.header('connection', 'close');
  });

  await app.register(productRoutes);
  await app.register(
    async (api) => {
      await api.register(sessions, {
        inactivityMinutes: options.inactivityMinutes ?? (() => sessionInactivityMinutes(ctx.pool)),
      });
      await api.register(healthRoutes);
      for (const routes of options.apiRoutes ?? []) await api.register(routes);
    },
    { prefix: '/api' },
  );

  pageFallback = await serveFrontEnds(app, options.frontEnds ?? []);
  return app;
}
