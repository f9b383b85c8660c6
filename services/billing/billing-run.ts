import type { BillingRunEvent } from '@landrecords/contracts/billing/events';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { activeAccountIds } from '@landrecords/projections/accounts/index';
import { readSection } from '@landrecords/projections/config/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { countyBillingAt, runTasksOnAccount, type CountyBilling } from '../accounts/index';
import { recordBillingRun } from './billing-run.record';

export type BillingRun = BillingRunEvent['data'];
type RunOptions = { trigger: BillingRun['trigger']; bill: boolean; renew: boolean };

/**
 * Runs the account tasks of every active account at `county.now`, one account's decision at a time, and records
 * the run. Each account is billed at most once a month by its own stream, so a run repeated, or one stopped
 * half-way and run again, bills no one twice.
 */
export async function runBilling(
  pool: DatabasePool,
  county: CountyBilling,
  options: RunOptions,
  metadata: EventMetadata,
): Promise<BillingRun> {
  const run: BillingRun = {
    month: county.period.month,
    trigger: options.trigger,
    ranAt: county.now.toISOString(),
    accounts: 0,
    billed: 0,
    statements: 0,
    renewed: 0,
    feesCents: 0,
  };
  const taskOptions = { bill: options.bill, renew: options.renew, markRun: false };
  for (const accountId of await activeAccountIds(pool)) {
    const outcome = await runTasksOnAccount(pool, accountId, county, taskOptions, metadata);
    run.accounts += 1;
    if (outcome.billed) run.billed += 1;
    if (outcome.statement !== null) run.statements += 1;
    if (outcome.renewed) run.renewed += 1;
    run.feesCents += outcome.feeCents;
  }
  await recordBillingRun(pool, run, metadata);
  return run;
}

/** Run Billing Now: every account's tasks now, billing and renewal alike, whatever the automatic switches. */
export const runBillingNow = async (pool: DatabasePool, metadata: EventMetadata, now: Date = new Date()) =>
  runBilling(pool, await countyBillingAt(pool, now), { trigger: 'manual', bill: true, renew: true }, metadata);

/**
 * The schedule (002 §3 Billing schedule): when automatic billing or image renewal is on and no run has been
 * recorded since the period began (the renewal day and time on the county's clock), the run is due. A run
 * missed while the server was down is due at the next check after it starts, and only once.
 */
export async function runBillingIfDue(pool: DatabasePool, now: Date = new Date()): Promise<BillingRun | null> {
  const schedule = await readSection(pool, 'billingSchedule');
  if (!schedule.automaticBilling && !schedule.automaticImageRenewal) return null;
  const county = await countyBillingAt(pool, now);
  if (schedule.lastRan !== null && Date.parse(schedule.lastRan) >= Date.parse(county.period.start)) return null;
  const options = {
    trigger: 'schedule' as const,
    bill: schedule.automaticBilling,
    renew: schedule.automaticImageRenewal,
  };
  return runBilling(pool, county, options, { system: 'billing' });
}
