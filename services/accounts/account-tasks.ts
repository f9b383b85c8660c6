import type { FastifyRequest } from 'fastify';
import type { AccountRecord } from '@landrecords/contracts/accounts/account';
import { readSection } from '@landrecords/projections/config/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { clearAccountTasks, markAccountTasks } from './account.commands';
import type { TaskMarks } from './account.decide';
import { findAccount } from '@landrecords/projections/accounts/index';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';
import type { Message } from '@landrecords/contracts/message';

/** The task fields of 002 §3 "Account tasks". */
export const taskFieldsOf = (account: AccountRecord) => ({
  id: account.id,
  accountType: account.accountType,
  lastBilled: account.lastBilled,
  lastImageRenewal: account.lastImageRenewal,
  lastTasks: account.lastTasks,
  needsBilling: account.needsBilling,
  needsImageRenewal: account.needsImageRenewal,
});

/** A flat-fee account's allowance at its rate level, from the county's flat-fee rates (null: unlimited or none). */
async function allowanceOf(pool: DatabasePool, account: AccountRecord): Promise<number | undefined> {
  if (account.accountType !== 'FLAT_FEE' || account.flatFeeRateLevel === 0) return undefined;
  const rate = (await readSection(pool, 'flatFee')).rates[account.flatFeeRateLevel - 1];
  if (!rate?.option || rate.unlimitedNumberOfPages || rate.numberOfPages === null) return undefined;
  return rate.numberOfPages;
}

export type AccountTask = 'billedNow' | 'renewedNow' | 'run' | 'prepareToRerun';

/**
 * Billed now and renewed now only mark the account; a run marks what the account needs and renews a flat-fee
 * allowance to its rate level's images; prepare to rerun clears the marks (TRIMIN).
 */
export async function runAccountTask(
  pool: DatabasePool,
  request: FastifyRequest,
  accountId: number,
  task: AccountTask,
) {
  const account = await findAccount(pool, accountId);
  if (!account) throw new UserFacingError(am.noSuchAccount, 404);
  const now = new Date().toISOString();
  const metadata = metadataOf(request);
  if (task === 'prepareToRerun') {
    await clearAccountTasks(pool, accountId, metadata);
    return {
      fields: taskFieldsOf((await findAccount(pool, accountId))!),
      message: am.tasksReady,
    };
  }
  const marks: TaskMarks = {};
  if (task === 'billedNow' || (task === 'run' && account.needsBilling)) marks.billedAt = now;
  if (task === 'renewedNow' || (task === 'run' && account.needsImageRenewal)) {
    marks.imagesRenewedAt = now;
    if (task === 'run') marks.imagesRemaining = await allowanceOf(pool, account);
  }
  if (task === 'run') marks.tasksRunAt = now;
  await markAccountTasks(pool, accountId, marks, metadata);
  const ran = marks.billedAt
    ? marks.imagesRenewedAt
      ? am.tasksRunBilledAndRenewed
      : am.tasksRunBilled
    : marks.imagesRenewedAt
      ? am.tasksRunRenewed
      : am.tasksRun;
  const messages: Record<Exclude<AccountTask, 'prepareToRerun'>, Message> = {
    billedNow: am.billedNow,
    renewedNow: am.renewedNow,
    run: ran,
  };
  return { fields: taskFieldsOf((await findAccount(pool, accountId))!), message: messages[task] };
}
