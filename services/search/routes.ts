import type { FastifyInstance } from 'fastify';
import { searchRoutes } from './search.routes';

/** The land records: the fifteen searches, their details, links and code lists, and the records feed. */
export async function searchCapabilityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(searchRoutes);
}
