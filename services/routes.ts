import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { authRoutes } from './auth/routes';
import { configRoutes } from './config/routes';
import { portalRoutes } from './portal/routes';
import { searchCapabilityRoutes } from './search/routes';
import { userRoutes } from './users/routes';

/** Each capability's routes, mounted under /api. Capabilities add theirs here as they arrive. */
export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  configRoutes,
  accountRoutes,
  userRoutes,
  searchCapabilityRoutes,
  portalRoutes,
];
