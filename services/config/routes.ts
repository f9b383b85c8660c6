import type { FastifyInstance } from 'fastify';
import { countyConfigRoutes } from './county-config.routes';
import { publicPagesRoutes } from './public-pages.routes';

export async function configRoutes(app: FastifyInstance): Promise<void> {
  await app.register(countyConfigRoutes);
  await app.register(publicPagesRoutes);
}
