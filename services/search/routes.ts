import type { FastifyInstance } from 'fastify';
import { signedIn } from '../platform/sessions/plugin';
import { deepLinkRoutes } from './deep-links.routes';
import { detailRoutes } from './details.routes';
import { helperDataRoutes } from './helperdata.routes';
import { linkRoutes } from './links.routes';
import { useSearchRateLimit } from './search-rate-limit';
import { searchRoutes } from './search.routes';

/** The searches, their details and deep links: the calls that read the records, counted by the rate limit. */
async function recordReadingRoutes(app: FastifyInstance) {
  await useSearchRateLimit(app);
  for (const routes of [searchRoutes, detailRoutes, deepLinkRoutes]) await app.register(routes);
}

/** The fifteen searches, their details, links, deep links and code lists. */
export async function searchCapabilityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([recordReadingRoutes, linkRoutes, helperDataRoutes]));
}
