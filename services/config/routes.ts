import type { FastifyInstance } from 'fastify';
import { signedIn } from '../platform/sessions/plugin';
import { controlPanelRoutes } from './control-panel.routes';
import { countyConfigRoutes } from './county-config.routes';
import { publicPagesRoutes } from './public-pages.routes';

/** The county configuration's calls: the control panel's sections and actions, the login and home pages. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  // County staff only; each route narrows to TRIMIN where the spec says so.
  await app.register(signedIn([countyConfigRoutes, controlPanelRoutes], 'TRIMIN', 'COUNTY'));
  await app.register(publicPagesRoutes);
}
