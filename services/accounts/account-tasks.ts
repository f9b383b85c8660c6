import type { FastifyRequest } from 'fastify';
import type { AccountRecord } from '@landrecords/contracts/accounts/account';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';
import { billingPeriodAt } from '@landrecords/contracts/billing/period';
import { flatFeeRateText } from '@landrecords/contracts/config/flat-fee';
import type { SectionValues } from '@landrecords/contracts/config/index';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import type { Message } from '@landrecords/contracts/message';
import { formatDollars } from '@landrecords/contracts/money';
import { findAccount, type ExistingAccount } from '@landrecords/projections/accounts/index';
import { statementsProjection } from '@landrecords/projections/billing/index';
import { readSection } from '@landrecords/projections/config/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { clearAccountTasks, markAccountTasks } from './account.commands';
import { decideAccountTasks, type TaskRun } from './account.decide';
import { decideOnAccount } from './ledger';

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

/** What a run of account tasks reads of the county once: the period `now` is in and the flat-fee options. */
export type CountyBilling = {
  now: Date;
  period: { start: string; month: string };
  flatFee: SectionValues<'flatFee'>;
};

export async function countyBillingAt(pool: DatabasePool, now: Date): Promise<CountyBilling> {
  const [schedule, common, flatFee] = await Promise.all([
    readSection(pool, 'billingSchedule'),
    readSection(pool, 'common'),
    readSection(pool, 'flatFee'),
  ]);
  const period = billingPeriodAt(now, schedule, common.timeZone);
  return { now, period: { start: period.start.toISOString(), month: period.month }, flatFee };
}

const flatFeeRateOf = (county: CountyBilling, account: ExistingAccount) => {
  if (account.accountType !== 'FLAT_FEE' || account.flatFeeRateLevel === 0) return undefined;
  const rate = county.flatFee.rates[account.flatFeeRateLevel - 1];
  return rate?.option ? rate : undefined;
};

/** A flat-fee account's allowance at its rate level, from the county's flat-fee rates (undefined: unlimited or none). */
export function allowanceOf(county: CountyBilling, account: ExistingAccount): number | undefined {
  const rate = flatFeeRateOf(county, account);
  if (!rate || rate.unlimitedNumberOfPages || rate.numberOfPages === null) return undefined;
  return rate.numberOfPages;
}

/** The month's fee: a flat-fee account's option's cost, any other account's monthly fee. */
function feeOf(county: CountyBilling, account: ExistingAccount) {
  const month = county.period.month;
  if (account.accountType === 'FLAT_FEE') {
    const rate = flatFeeRateOf(county, account);
    return { feeCents: rate?.cost ?? 0, feeDescription: `Flat fee ${month}: ${rate ? flatFeeRateText(rate) : ''}` };
  }
  return { feeCents: account.monthlyFee, feeDescription: `Monthly fee ${month}: ${formatDollars(account.monthlyFee)}` };
}

export type TaskRunOptions = { bill: boolean; renew: boolean; markRun: boolean };
export type TaskRunOutcome = { billed: boolean; statement: number | null; feeCents: number; renewed: boolean };

/**
 * Runs an account's tasks at the county's `now`: one decision on the account's stream, under its lock, with the
 * statement's row in the same transaction. The schedule, Run Billing Now and Run Account Tasks all come here.
 */
export function runTasksOnAccount(
  pool: DatabasePool,
  accountId: number,
  county: CountyBilling,
  options: TaskRunOptions,
  metadata: EventMetadata,
): Promise<TaskRunOutcome> {
  return pool.transaction(async (tx) => {
    const { events } = await decideOnAccount(tx, accountId, metadata, (ledger) => {
      if (!ledger.account.exists || ledger.account.deleted) throw new UserFacingError(am.noSuchAccount, 404);
      const run: TaskRun = {
        now: county.now.toISOString(),
        period: county.period,
        ...options,
        ...feeOf(county, ledger.account),
        allowance: allowanceOf(county, ledger.account),
      };
      return { events: decideAccountTasks(ledger, run), result: null };
    });
    await statementsProjection.apply(tx, events);
    const outcome: TaskRunOutcome = { billed: false, statement: null, feeCents: 0, renewed: false };
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      if (event.type === 'MonthlyFeeCharged') outcome.feeCents = Number(data.amountCents);
      if (event.type === 'StatementIssued') outcome.statement = Number(data.number);
      if (event.type === 'AccountTasksMarked') {
        outcome.billed = data.billedAt !== undefined;
        outcome.renewed = data.imagesRenewedAt !== undefined;
      }
    }
    return outcome;
  });
}

export type AccountTask = 'billedNow' | 'renewedNow' | 'run' | 'prepareToRerun';

const ranMessage = ({ billed, renewed }: TaskRunOutcome): Message =>
  billed ? (renewed ? am.tasksRunBilledAndRenewed : am.tasksRunBilled) : renewed ? am.tasksRunRenewed : am.tasksRun;

/**
 * Billed now and renewed now only mark the account; a run bills what is due (the month's fee and statement,
 * once a month) and renews a flat-fee allowance to its rate level's images; prepare to rerun clears the marks
 * (TRIMIN), which lets a run mark the account again but never bills a month twice.
 */
export async function runAccountTask(
  pool: DatabasePool,
  request: FastifyRequest,
  accountId: number,
  task: AccountTask,
  now: Date = new Date(),
) {
  if (!(await findAccount(pool, accountId))) throw new UserFacingError(am.noSuchAccount, 404);
  const metadata = metadataOf(request);
  let message: Message;
  if (task === 'prepareToRerun') {
    await clearAccountTasks(pool, accountId, metadata);
    message = am.tasksReady;
  } else if (task === 'run') {
    const options = { bill: true, renew: true, markRun: true };
    message = ranMessage(await runTasksOnAccount(pool, accountId, await countyBillingAt(pool, now), options, metadata));
  } else {
    const at = now.toISOString();
    await markAccountTasks(
      pool,
      accountId,
      task === 'billedNow' ? { billedAt: at } : { imagesRenewedAt: at },
      metadata,
    );
    message = task === 'billedNow' ? am.billedNow : am.renewedNow;
  }
  return { fields: taskFieldsOf((await findAccount(pool, accountId))!), message };
}
