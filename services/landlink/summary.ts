import type { LandLinkSummary } from '@landrecords/contracts/landlink/posting';
import { outboxCounts } from '@landrecords/projections/landlink/index';
import type { AppContext } from '../platform/context';
import { landLinkConfigured } from './client';

/** The outbox for the monitoring page: configured?, how many wait, were sent, are dead; the oldest waiting. */
export async function landLinkSummary(ctx: AppContext): Promise<LandLinkSummary> {
  return { configured: landLinkConfigured(ctx.config), ...(await outboxCounts(ctx.pool)) };
}
