import type { FastifyInstance } from 'fastify';
import { deepLinkRoutes } from './deep-links.routes';
import { detailRoutes } from './details.routes';
import { feedRoutes } from './feed.routes';
import { helperDataRoutes } from './helperdata.routes';
import { linkRoutes } from './links.routes';
import { searchRoutes } from './search.routes';

/** The land records: the fifteen searches, their details, links and code lists, and the records feed. */
export async function searchCapabilityRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [searchRoutes, detailRoutes, linkRoutes, helperDataRoutes, deepLinkRoutes, feedRoutes]) {
    await app.register(routes);
  }
}
