import type { FastifyInstance } from 'fastify';
import type { Role } from '@landrecords/contracts/codes';
import { apiClient, clientWithSession, type ApiClient } from './api-client';
import { testContext } from './context';
import { givenUser } from './people';
import { authRoutes } from '../../services/auth/routes';
import { sql } from '@landrecords/projections/platform/database';
import { buildApp } from '../../services/app';
import { userRoutes } from '../../services/users/routes';

/** The API with sign-in (to prove who can sign in afterwards) and the user manager, on a database of its own. */
export async function userManagerApp() {
  const ctx = await testContext();
  const app = await buildApp(ctx, { apiRoutes: [authRoutes, userRoutes] });
  return {
    ctx,
    app,
    eventCount: async () => Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`)),
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

/** A real users row and a signed-in client for it: scope reads the caller's account from its row. */
export async function signedIn(
  app: FastifyInstance,
  user: { username: string; role: Role; accountId: number },
): Promise<{ id: number; client: ApiClient }> {
  const id = await givenUser(app.ctx.pool, user);
  const client = await clientWithSession(app, { userId: String(id), username: user.username, role: user.role });
  return { id, client };
}

/** A browser that signs in through auth/login. */
export async function browserOf(app: FastifyInstance, username: string, password = 'Secret#2024') {
  const browser = apiClient(app);
  const login = await browser.post('/api/auth/login', { username, password });
  return { browser, login };
}

/** The user form of a new user as the portal sends it; tests override what they are about. */
export const newUserForm = (accountId: number, overrides: Record<string, unknown> = {}) => ({
  id: 0,
  username: 'escrow.officer',
  password: 'Closing#2024',
  role: 'USER',
  accountId,
  firstName: 'Maria',
  lastName: 'Sablan',
  company: 'Marianas Title',
  address: 'PO Box 77',
  city: 'Garapan',
  state: 'MP',
  zip: '96950',
  email: 'maria@marianastitle.example',
  phoneFormatType: 'STANDARD',
  phone: '(670) 555-0190',
  ...overrides,
});

/** The form of an existing user as the portal sends it back: its fields, changed where the test says. */
export async function editedForm(client: ApiClient, id: number, changes: Record<string, unknown> = {}) {
  const { content } = (await client.get(`/api/userManager/user/${id}`)).json();
  const { allowableRoles: _roles, allowableAccounts: _accounts, accountName: _name, ...fields } = content;
  return { ...fields, ...changes };
}

export const usernames = (users: Array<{ username: string }>) => users.map((user) => user.username);
