import type { FastifyInstance } from 'fastify';
import { controlPanelRoutes } from './control-panel.routes';
import { countyConfigRoutes } from './county-config.routes';
import { publicPagesRoutes } from './public-pages.routes';

/** The county configuration's calls: the control panel's sections and actions, the login and home pages. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  await app.register(countyConfigRoutes);
  await app.register(controlPanelRoutes);
  await app.register(publicPagesRoutes);
}
