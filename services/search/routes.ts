import type { FastifyInstance } from 'fastify';
import { signedIn } from '../platform/sessions/plugin';
import { deepLinkRoutes } from './deep-links.routes';
import { detailRoutes } from './details.routes';
import { helperDataRoutes } from './helperdata.routes';
import { linkRoutes } from './links.routes';
import { searchRoutes } from './search.routes';

/** The fifteen searches, their details, links, deep links and code lists. */
export async function searchCapabilityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([searchRoutes, detailRoutes, linkRoutes, helperDataRoutes, deepLinkRoutes]));
}
