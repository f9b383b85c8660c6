import type { FastifyInstance } from 'fastify';
import type { Role } from '@landrecords/contracts/codes';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { catchUp } from '../../projections/platform/runner';
import { searchProjection } from '../../projections/search/search.projection';
import { clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { logSettled } from '../../tests/support/database';
import { givenUser } from '../../tests/support/people';
import { setAccountDocTypes } from '../accounts/account.commands';
import { authRoutes } from '../auth/routes';
import { buildApp } from '../platform/http/app';
import { importFeed } from './import/import-feed';
import { searchCapabilityRoutes } from './routes';

/** The API with sign-in and the land records, on a database of its own holding these records. */
export async function searchApp(records: readonly FeedRecordInput[]) {
  const ctx = await testContext();
  const app = await buildApp(ctx, { apiRoutes: [authRoutes, searchCapabilityRoutes] });
  await importFeed(
    ctx.pool,
    records.map((record) => JSON.stringify(record)),
    { system: 'test' },
  );
  await logSettled(ctx.pool);
  await catchUp(ctx.pool, searchProjection);
  const accountId = await givenAccount(ctx.pool, { name: 'Marianas Title' });
  await setAccountDocTypes(
    ctx.pool,
    accountId,
    [{ documentType: 'DEED', imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: true }],
    { system: 'test' },
  );
  return {
    ctx,
    app,
    accountId,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

let users = 0;
/** A signed-in client of a real user of the account: searches read the caller's row. */
export async function searcher(
  app: FastifyInstance,
  accountId: number,
  { role = 'USER', viewProtected = false }: { role?: Role; viewProtected?: boolean } = {},
): Promise<ApiClient & { userId: number }> {
  users += 1;
  const username = `searcher.${role.toLowerCase()}${users}`;
  const userId = await givenUser(app.ctx.pool, { username, role, accountId, viewJudicialProtection: viewProtected });
  const client = await clientWithSession(app, { userId: String(userId), username, role });
  return Object.assign(client, { userId });
}
