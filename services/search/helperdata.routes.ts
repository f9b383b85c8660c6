import type { FastifyInstance } from 'fastify';
import {
  codeDescriptionFilterSchema,
  codeListRequestSchema,
  emptyRequestSchema,
  platListRequestSchema,
  type CodeDescriptionFilter,
  type CodeListRequest,
  type PlatListRequest,
} from '@landrecords/contracts/search/details';
import { success } from '../platform/http/envelope';
import { callerScope } from '../users/index';
import {
  accountsCodeDescription,
  codeList,
  islandsAndVillages,
  platPage,
  usersCodeDescription,
} from './helperdata.queries';

/**
 * The lists the search forms and selection modals fill themselves from (001 §2.7, §2.11, §2.12, §2.22, §3.7).
 * Users and accounts only as far as the caller manages them: GUEST and USER get none.
 */
export async function helperDataRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post<{ Body: CodeDescriptionFilter }>(
    '/helperdata/userscodedescription',
    { schema: { body: codeDescriptionFilterSchema } },
    async (request) => {
      const scope = await callerScope(pool, request.session!);
      return success({ codeDescriptionResultList: await usersCodeDescription(pool, scope, request.body.filterText) });
    },
  );

  app.post<{ Body: CodeDescriptionFilter }>(
    '/helperdata/accountscodedescription',
    { schema: { body: codeDescriptionFilterSchema } },
    async (request) => {
      const scope = await callerScope(pool, request.session!);
      return success({
        codeDescriptionResultList: await accountsCodeDescription(pool, scope, request.body.filterText),
      });
    },
  );

  app.post<{ Body: CodeListRequest }>(
    '/helperdata/codeList',
    { schema: { body: codeListRequestSchema } },
    async (request) =>
      success({ list: request.body.list, codeDescriptionResultList: await codeList(pool, request.body.list) }),
  );

  app.post<{ Body: PlatListRequest }>(
    '/helperdata/plats',
    { schema: { body: platListRequestSchema } },
    async (request) => success(await platPage(pool, request.body)),
  );

  app.post('/helperdata/islands', { schema: { body: emptyRequestSchema } }, async () =>
    success({ islands: await islandsAndVillages(pool) }),
  );
}
