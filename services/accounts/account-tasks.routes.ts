import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../platform/sessions/plugin';
import { UserFacingError } from '../platform/http/errors';
import { success } from '../platform/http/envelope';
import { runAccountTask, taskFieldsOf, type AccountTask } from './account-tasks';
import { findAccount } from '@landrecords/projections/accounts/index';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const taskBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    accountId: z.coerce.number().int().positive().optional(),
  })
  .refine((body) => body.id ?? body.accountId, 'Required.');
type TaskBody = z.infer<typeof taskBody>;

/** Account tasks (002 §4, §7): read, billed now, renewed now, run, and prepare to rerun (TRIMIN only). */
export async function accountTasksRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  const staff = { onRequest: requireSession('TRIMIN', 'COUNTY') };

  app.get<{ Params: { id: number } }>(
    '/controlPanel/accountTasks/:id',
    { ...staff, schema: { params: idParams } },
    async (request) => {
      const account = await findAccount(pool, request.params.id);
      if (!account) throw new UserFacingError(am.noSuchAccount, 404);
      return success(taskFieldsOf(account));
    },
  );

  const taskRoute = (path: string, task: AccountTask, roles: string[]) =>
    app.post<{ Body: TaskBody }>(
      path,
      { onRequest: requireSession(...roles), schema: { body: taskBody } },
      async (request) => {
        const { fields, message } = await runAccountTask(
          pool,
          request,
          (request.body.id ?? request.body.accountId)!,
          task,
        );
        return success(fields, message);
      },
    );

  // accountTasks itself saves nothing the form can change: the marks are set by the task calls.
  app.post<{ Body: TaskBody }>(
    '/controlPanel/accountTasks',
    { ...staff, schema: { body: taskBody } },
    async (request) => {
      const account = await findAccount(pool, (request.body.id ?? request.body.accountId)!);
      if (!account) throw new UserFacingError(am.noSuchAccount, 404);
      return success(taskFieldsOf(account), null);
    },
  );
  taskRoute('/controlPanel/accountTasksBilledNow', 'billedNow', ['TRIMIN', 'COUNTY']);
  taskRoute('/controlPanel/accountTasksImageRenewedNow', 'renewedNow', ['TRIMIN', 'COUNTY']);
  taskRoute('/controlPanel/runAccountTasks', 'run', ['TRIMIN', 'COUNTY']);
  taskRoute('/controlPanel/prepareToRerunAccountTasks', 'prepareToRerun', ['TRIMIN']);
}
