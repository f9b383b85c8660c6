import { managerRoles } from '@landrecords/contracts/codes';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../platform/sessions/plugin';
import { userManagerRoutes } from './user-manager.routes';
import { usersRest } from './users.rest';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([userManagerRoutes, usersRest], ...managerRoles));
}
