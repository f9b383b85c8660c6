import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { monitoringMessages } from '@landrecords/contracts/monitoring/messages';
import type { LandLinkHealth, MonitoringReport } from '@landrecords/contracts/monitoring/report';
import type { Projection } from '@landrecords/projections/platform/projection';
import type { AppContext } from '../platform/context';
import { success } from '../platform/http/envelope';
import { signedIn } from '../platform/sessions/plugin';
import { addQueueGauges } from './queue-gauges';
import { queueBoard } from './queues';
import { readModelLags } from './read-models';
import { postgresHealth, redisHealth } from './stores';
import { withinTime } from './probe';

/** What the composition root tells the page about: the county's queues, read models and reactors. */
export type MonitoringSources = {
  queues: () => readonly string[];
  projections: () => readonly Projection[];
  reactors: (ctx: AppContext) => readonly Projection[];
  landLink?: (ctx: AppContext) => Promise<LandLinkHealth>;
};

const jobParams = z.object({
  queue: z.string().min(1).max(200),
  id: z.string().min(1).max(200),
});
type JobRequest = { Params: z.infer<typeof jobParams> };

/** The server's health for TRIMIN (issue 24): calls, read models, PostgreSQL, Redis and the queues' jobs. */
export function monitoringRoutes(sources: MonitoringSources) {
  async function routes(app: FastifyInstance): Promise<void> {
    const { ctx } = app;
    const board = queueBoard(ctx, sources.queues);
    addQueueGauges(app.metrics.registry, board);
    app.addHook('onClose', async () => {
      await board.close();
    });
    const watched = () => [
      ...sources
        .projections()
        .filter((projection) => projection.mode === 'async')
        .map((projection) => ({ projection, kind: 'projection' as const })),
      ...sources.reactors(ctx).map((projection) => ({ projection, kind: 'reactor' as const })),
    ];

    app.get('/monitoring', async () => {
      const redis = await redisHealth(ctx.redis);
      const [calls, readModels, postgres, queues, failedJobs, landLink] = await Promise.all([
        app.metrics.calls(),
        readModelLags(ctx.pool, watched(), ctx.config.PROJECTION_STALL_SECONDS),
        postgresHealth(ctx.pool),
        redis.reachable ? board.counts() : [],
        redis.reachable ? board.failedJobs() : [],
        sources.landLink ? withinTime(() => sources.landLink!(ctx)) : null,
      ]);
      const report: MonitoringReport = {
        at: new Date().toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        calls,
        readModels,
        postgres,
        redis,
        queues,
        failedJobs,
        landLink,
      };
      return success(report);
    });

    app.post<JobRequest>(
      '/monitoring/queues/:queue/jobs/:id/retry',
      { schema: { params: jobParams } },
      async (request) => {
        await board.retry(request.params.queue, request.params.id);
        request.log.info(request.params, 'failed job retried from the monitoring page');
        return success(null, monitoringMessages.jobRetried({ id: request.params.id }));
      },
    );

    app.delete<JobRequest>('/monitoring/queues/:queue/jobs/:id', { schema: { params: jobParams } }, async (request) => {
      await board.remove(request.params.queue, request.params.id);
      request.log.info(request.params, 'job deleted from the monitoring page');
      return success(null, monitoringMessages.jobDeleted({ id: request.params.id }));
    });
  }
  return signedIn([routes], 'TRIMIN');
}
