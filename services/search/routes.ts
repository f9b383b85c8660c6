import type { FastifyInstance } from 'fastify';
import { deepLinkRoutes } from './deep-links.routes';
import { feedRoutes } from './feed.routes';
import { searchRoutes } from './search.routes';

/** The land records: the fifteen searches, their details, links and code lists, and the records feed. */
export async function searchCapabilityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(searchRoutes);
  await app.register(deepLinkRoutes);
  await app.register(feedRoutes);
}
