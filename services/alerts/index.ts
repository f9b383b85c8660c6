/**
 * Property alerts (issue 29): the public subscription (double opt-in), a signed-in user's own watches, the staff's
 * view; the subscriber's commands; the delivery of matches (./delivery).
 */
import type { FastifyInstance } from 'fastify';
import { alertMineRoutes } from './mine.routes';
import { alertPublicRoutes } from './public.routes';
import { alertStaffRoutes } from './staff.routes';

export async function alertRoutes(app: FastifyInstance): Promise<void> {
  await app.register(alertPublicRoutes);
  await app.register(alertMineRoutes);
  await app.register(alertStaffRoutes);
}

export { alertDailyJob, alertImmediateJob, alertsSentPerDay, sendDueAlerts } from './delivery/index';
export { recordAlertBounce, subscriberAggregate } from './subscriber.commands';
export { alertUnsubscribeLinks } from './unsubscribe-links';
export { unsubscribeTokenOf as alertUnsubscribeToken, maskedEmail } from './tokens';
