import type { FastifyInstance } from 'fastify';
import { userManagerRoutes } from './user-manager.routes';
import { usersRest } from './users.rest';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userManagerRoutes);
  await app.register(usersRest);
}
