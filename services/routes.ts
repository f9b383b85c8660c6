import type { FastifyPluginAsync } from 'fastify';

/** Each capability's routes, mounted under /api. Capabilities add theirs here as they arrive. */
export const apiRoutes: FastifyPluginAsync[] = [];
