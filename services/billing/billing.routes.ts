import type { FastifyInstance } from 'fastify';
import { billingMessages } from '@landrecords/contracts/billing/messages';
import { success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { requireSession } from '../platform/sessions/plugin';
import { runBillingNow } from './billing-run';

/** Run Billing Now (the billing schedule's action, TRIMIN and COUNTY): the scheduled run, now. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  app.post('/controlPanel/billingSchedule/run', { onRequest: requireSession('TRIMIN', 'COUNTY') }, async (request) => {
    const run = await runBillingNow(pool, metadataOf(request));
    const ranAny = run.billed + run.renewed > 0;
    return success(run, ranAny ? billingMessages.ran(run) : billingMessages.nothingToDo);
  });
}
