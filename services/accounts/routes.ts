import type { FastifyInstance } from 'fastify';
import { signedIn } from '../platform/sessions/plugin';
import { accountSettingsRoutes } from './account-settings.routes';
import { accountTasksRoutes } from './account-tasks.routes';
import { accountsRest } from './accounts.rest';
import { accountsRoutes } from './accounts.routes';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([accountsRoutes, accountSettingsRoutes, accountsRest], 'TRIMIN', 'COUNTY'));
  // The account administrator runs an account's own tasks; each route names its roles.
  await app.register(signedIn([accountTasksRoutes]));
}
