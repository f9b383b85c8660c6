/**
 * The composition root: the app built from the capabilities, each reached through its index.ts. The platform
 * knows none of them; what it reads with every session (the caller, the county configuration, the idle limit)
 * is wired here.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { allProjections } from '@landrecords/projections/index';
import { accountRoutes } from './accounts/index';
import { alertDailyJob, alertImmediateJob, alertRoutes } from './alerts/index';
import { auditorCapabilityRoutes } from './auditor/index';
import { authRoutes, callerSessionContext, sessionPurgeJob } from './auth/index';
import { billingRoutes, billingScheduleJob } from './billing/index';
import { configRoutes } from './config/index';
import {
  efileImageRoutes,
  efileIncomingSweepJob,
  efileMailReactor,
  efileReviewRoutes,
  efileSubmissionRoutes,
} from './efile/index';
import { historyCapabilityRoutes } from './history/index';
import { imagePreviewRoutes } from './images/index';
import { landLinkDispatchJob, landLinkPostingJob, landLinkSummary } from './landlink/index';
import type { AppContext } from './platform/context';
import { buildHttpApp, type AppOptions } from './platform/http/app';
import { mailJob } from './platform/mail/mail.job';
import { monitoringRoutes } from './monitoring/index';
import type { JobDefinition } from './platform/queue/index';
import { reactorProjection, type Reactor } from './platform/reactors/index';
import {
  cardSettlementReactor,
  paymentRoutes,
  reconcileCardPaymentsJob,
  sandboxPaymentPages,
  settleAuthorizationJob,
} from './payments/index';
import { portalRoutes } from './portal/index';
import { purchasesRoutes } from './purchases/index';
import { auditLogPurgeJob, userPurgeJob } from './purges/index';
import { feedRoutes } from './records/index';
import { reportCapabilityRoutes, reportFileSweepJob, reportJob } from './reports/index';
import { searchCapabilityRoutes } from './search/index';
import { userRoutes } from './users/index';

/** Each capability's routes, mounted under /api. */
export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  configRoutes,
  accountRoutes,
  userRoutes,
  searchCapabilityRoutes,
  feedRoutes,
  portalRoutes,
  imagePreviewRoutes,
  paymentRoutes,
  historyCapabilityRoutes,
  auditorCapabilityRoutes,
  purchasesRoutes,
  billingRoutes,
  efileImageRoutes,
  efileSubmissionRoutes,
  efileReviewRoutes,
  alertRoutes,
  reportCapabilityRoutes,
  // Read when the page is asked for: allJobs and allReactors are declared below.
  monitoringRoutes({
    queues: () => [...allJobs.map((job) => job.queue), ...allReactors.map((reactor) => reactor.queue)],
    projections: () => allProjections,
    reactors: (ctx) => allReactors.map((reactor) => reactorProjection(ctx, reactor)),
    landLink: landLinkSummary,
  }),
];

/** Each capability's background jobs, run by `npm run worker`. */
export const allJobs: JobDefinition[] = [
  mailJob as JobDefinition,
  sessionPurgeJob as JobDefinition,
  userPurgeJob as JobDefinition,
  auditLogPurgeJob as JobDefinition,
  settleAuthorizationJob as JobDefinition,
  reconcileCardPaymentsJob as JobDefinition,
  landLinkPostingJob as JobDefinition,
  landLinkDispatchJob as JobDefinition,
  billingScheduleJob as JobDefinition,
  reportJob as JobDefinition,
  reportFileSweepJob as JobDefinition,
  efileIncomingSweepJob as JobDefinition,
  alertImmediateJob as JobDefinition,
  alertDailyJob as JobDefinition,
];

/** Each capability's reactors: jobs enqueued from the log's events, run by `npm run worker`. */
export const allReactors: Reactor[] = [cardSettlementReactor, efileMailReactor as Reactor];

/** The county's app: every capability's routes unless a test names fewer, the county's sessions. */
export function buildApp(ctx: AppContext, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildHttpApp(ctx, {
    apiRoutes,
    sessionContext: callerSessionContext,
    // The reactors' checkpoints too: a stalled one fails readiness as a stalled read model does.
    readModels: [...allProjections, ...allReactors.map((reactor) => reactorProjection(ctx, reactor))],
    pageRoutes: ctx.config.PAYMENT_PROVIDER === 'sandbox' ? [sandboxPaymentPages] : [],
    ...options,
  });
}
