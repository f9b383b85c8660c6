import { expect } from '@jest/globals';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Role } from '@landrecords/contracts/codes';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { BATCH_SIZE, PAGE_SIZE, RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { catchUp } from '../../projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import { clientWithSession, type ApiClient } from './api-client';
import { givenAccount } from './accounts';
import { testContext } from './context';
import { logSettled } from './database';
import { givenUser } from './people';
import { setAccountDocTypes } from '../../services/accounts/account.commands';
import { authRoutes } from '../../services/auth/routes';
import { buildApp } from '../../services/app';
import { importFeed } from '../../services/records/import/import-feed';
import { feedRoutes } from '../../services/records/index';
import { searchCapabilityRoutes } from '../../services/search/routes';

/** What a test may change of the land records API: the searches' time limit, more routes (the control panel). */
export type SearchTestOptions = { timeLimitMs?: number; moreRoutes?: FastifyPluginAsync[] };

/** The API with sign-in and every land-records call (searches, details, links, code lists, feed), on a database of its own. */
export async function searchTestApp({ timeLimitMs, moreRoutes = [] }: SearchTestOptions = {}) {
  const ctx = await testContext(timeLimitMs === undefined ? {} : { SEARCH_TIME_LIMIT_MS: String(timeLimitMs) });
  const app = await buildApp(ctx, { apiRoutes: [authRoutes, searchCapabilityRoutes, feedRoutes, ...moreRoutes] });
  return {
    ctx,
    app,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

/** Feed records imported through the real path and projected into the search read models. */
export async function givenRecords(app: FastifyInstance, records: readonly unknown[]): Promise<void> {
  const { pool } = app.ctx;
  await importFeed(
    pool,
    records.map((record) => JSON.stringify(record)),
    { system: 'test' },
  );
  await logSettled(pool);
  await catchUp(pool, searchProjection);
}

/** The land records API holding these records, and an account that retrieves DEED images. */
export async function searchApp(records: readonly FeedRecordInput[], options: SearchTestOptions = {}) {
  const world = await searchTestApp(options);
  await givenRecords(world.app, records);
  const accountId = await givenAccount(world.ctx.pool, { name: 'Marianas Title' });
  await setAccountDocTypes(
    world.ctx.pool,
    accountId,
    [{ documentType: 'DEED', imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: true }],
    { system: 'test' },
  );
  return { ...world, accountId };
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

/** A search whose result fits one page, answered 200 with a count equal to its rows: the rows and the message. */
export async function searchRows(client: ApiClient, type: string, criteria: Record<string, unknown>) {
  const response = await client.post(`/api/search/${type}`, { ...criteria, updateHistory: false });
  expect(response.statusCode).toBe(200);
  const { message, content } = response.json();
  const rows = content.searchResults.searchResultList as Array<Record<string, unknown>>;
  expect(content.searchResults.totalRecordCount).toBe(rows.length);
  return { rows, message: message as string | null };
}

/** A page of a search answered 200: its count, whether it was cut at 1000, and its documents' ids in order. */
export async function searchPageIds(client: ApiClient, type: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/search/${type}`, { ...body, updateHistory: false });
  expect(response.statusCode).toBe(200);
  const { searchResults } = response.json().content;
  return {
    total: searchResults.totalRecordCount as number,
    truncated: searchResults.truncated as boolean,
    ids: (searchResults.searchResultList as Array<{ docId: string }>).map((row) => row.docId),
  };
}

type Direction = 'ASC' | 'DESC';
type PageOf = (paging: Record<string, unknown>) => ReturnType<typeof searchPageIds>;

/**
 * A search in document-number order answers what the plain reading lists, in both directions: pages 1, 2 and the
 * last with their count and truncation, and batches 1 and 4 of the first page.
 */
export async function expectPagesInNumberOrder(plainIds: (direction: Direction) => Promise<string[]>, page: PageOf) {
  for (const direction of ['ASC', 'DESC'] as const) {
    const all = await plainIds(direction);
    const listed = all.slice(0, RESULT_LIMIT);
    const lastPage = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));
    const paging = { sortKey: 'docNumber', sortDirection: direction };
    for (const pageNumber of new Set([1, 2, lastPage])) {
      const start = (pageNumber - 1) * PAGE_SIZE;
      expect({ direction, pageNumber, ...(await page({ ...paging, pageNumber })) }).toEqual({
        direction,
        pageNumber,
        total: listed.length,
        truncated: all.length >= RESULT_LIMIT,
        ids: listed.slice(start, start + PAGE_SIZE),
      });
    }
    for (const batch of [1, 4]) {
      const { ids } = await page({ ...paging, pageNumber: 1, batch });
      expect(ids).toEqual(listed.slice((batch - 1) * BATCH_SIZE, batch * BATCH_SIZE));
    }
  }
}
