import type { FastifyInstance } from 'fastify';
import { accountSettingsRoutes } from './account-settings.routes';
import { accountTasksRoutes } from './account-tasks.routes';
import { accountsRest } from './accounts.rest';
import { accountsRoutes } from './accounts.routes';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountsRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(accountTasksRoutes);
  await app.register(accountsRest);
}
