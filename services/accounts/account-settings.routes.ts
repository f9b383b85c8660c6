import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountDocTypesSchema,
  flatFeeUsageSchema,
  organizeDocTypes,
  pageAccessSchema,
  type PageAccess,
} from '@landrecords/contracts/accounts/account';
import { requireSession } from '../platform/sessions/plugin';
import { UserFacingError } from '../platform/http/errors';
import { success } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { setAccountDocTypes, setAccountPageAccess, setFlatFeeUsage } from './account.commands';
import { accountDocTypes, accountPageAccess, findAccount } from '@landrecords/projections/accounts/index';
import { readSection } from '@landrecords/projections/config/index';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';

const idParams = z.object({ id: z.coerce.number().int().positive() });
type IdParams = { Params: { id: number } };
const pageAccessBody = pageAccessSchema.extend({ id: z.coerce.number().int().positive() });
type DocTypesBody = z.infer<typeof accountDocTypesSchema>;

/** An account's document types, page access and flat-fee usage (002 §2.4 "Other account screens"). */
export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const staff = { onRequest: requireSession('TRIMIN', 'COUNTY') };
  const accountOr404 = async (id: number) => {
    const account = await findAccount(pool, id);
    if (!account) throw new UserFacingError(am.noSuchAccount, 404);
    return account;
  };
  /** Reload (the flat-fee usage override) is there only while the county's admin-reload setting is on (002 §2.4). */
  const reloadAllowed = async () => {
    if (!(await readSection(pool, 'flatFeeOverride')).countyAdminReload) throw new UserFacingError(am.reloadOff);
  };

  app.get<IdParams>(
    '/controlPanel/accountDocTypes/:id',
    { ...staff, schema: { params: idParams } },
    async (request) => {
      await accountOr404(request.params.id);
      const rows = await accountDocTypes(pool, request.params.id);
      return success({ accountDocTypesContainer: { accountId: request.params.id, accountDocTypes: rows } });
    },
  );

  /** The request itself goes to metadataOf: a copy of it would lose Fastify's getters (ip) and the audit its source. */
  const saveDocTypes = async (request: FastifyRequest, { accountId, accountDocTypes: rows }: DocTypesBody) => {
    await setAccountDocTypes(pool, accountId, rows, metadataOf(request));
    return { accountDocTypesContainer: { accountId, accountDocTypes: rows } };
  };
  app.post<{ Body: DocTypesBody }>(
    '/controlPanel/accountDocTypes',
    { ...staff, schema: { body: accountDocTypesSchema } },
    async (request) => success(await saveDocTypes(request, request.body), am.docTypesSaved),
  );
  // The schema already organizes (drops blank rows, one row a type, sorted); organize saves that and says so.
  app.post<{ Body: DocTypesBody }>(
    '/controlPanel/accountDocTypes/organize',
    { ...staff, schema: { body: accountDocTypesSchema } },
    async (request) => {
      const organized = { ...request.body, accountDocTypes: organizeDocTypes(request.body.accountDocTypes) };
      return success(await saveDocTypes(request, organized), am.docTypesOrganized);
    },
  );

  app.get<IdParams>(
    '/controlPanel/accountPageAccess/:id',
    { ...staff, schema: { params: idParams } },
    async (request) => {
      await accountOr404(request.params.id);
      return success(await accountPageAccess(pool, request.params.id));
    },
  );

  app.post<{ Body: PageAccess & { id: number } }>(
    '/controlPanel/accountPageAccess',
    { ...staff, schema: { body: pageAccessBody } },
    async (request) => {
      const { id, ...access } = request.body;
      await setAccountPageAccess(pool, id, access, metadataOf(request));
      return success(access, am.accessSaved);
    },
  );

  app.get<IdParams>(
    '/controlPanel/accountFlatFeeUsage/:id',
    { ...staff, schema: { params: idParams } },
    async (request) => {
      await reloadAllowed();
      const account = await accountOr404(request.params.id);
      return success({
        id: account.id,
        imagesRemaining: account.imagesRemaining,
        currentImagesRemaining: account.imagesRemaining,
      });
    },
  );

  app.post<IdParams & { Body: { id: number; imagesRemaining: number } }>(
    '/controlPanel/accountFlatFeeUsage/:id',
    { ...staff, schema: { params: idParams, body: flatFeeUsageSchema } },
    async (request) => {
      if (request.body.id !== request.params.id) throw new UserFacingError(am.pathAndBodyDiffer);
      await reloadAllowed();
      await setFlatFeeUsage(pool, request.params.id, request.body.imagesRemaining, metadataOf(request));
      return success(
        { id: request.params.id, imagesRemaining: request.body.imagesRemaining },
        am.imagesRemainingUpdated,
      );
    },
  );
}
