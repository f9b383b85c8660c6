import type { AccountDocType, AccountFields, PageAccess } from '@landrecords/contracts/accounts/account';
import type { AccountStatus } from '@landrecords/contracts/codes';
import { UserFacingError } from '../platform/http/errors';
import { billingOf } from '@landrecords/projections/accounts/index';
import type { AccountEvent, AccountState } from './account.events';
import { decideMonthlyFee } from './ledger.decide';
import type { Ledger } from './ledger.state';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';

type ExistingAccount = Extract<AccountState, { exists: true }>;

export function existingAccount(state: AccountState): ExistingAccount {
  if (!state.exists || state.deleted) throw new UserFacingError(am.noSuchAccount, 404);
  return state;
}

/** On an inactive account these stay as they are (002 §4). */
const lockedWhenInactive: readonly (keyof AccountFields)[] = [
  'accountType',
  'paymentMethod',
  'monthlyFee',
  'flatFeeRateLevel',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'email',
];

export function decideCreate(state: AccountState, accountId: number, fields: AccountFields): AccountEvent[] {
  if (state.exists) throw new UserFacingError(am.exists, 409);
  return [{ type: 'AccountCreated', data: { ...fields, accountId } }];
}

export function decideChange(state: AccountState, fields: AccountFields): AccountEvent[] {
  const account = existingAccount(state);
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => account[field as keyof AccountFields] !== value),
  ) as Partial<AccountFields>;
  if (account.status !== 'A') {
    const locked = lockedWhenInactive.filter((field) => field in changes);
    if (locked.length > 0) {
      throw new UserFacingError(am.inactive);
    }
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'AccountChanged', data: { accountId: account.accountId, changes } }];
}

export function decideStatus(state: AccountState, status: AccountStatus): AccountEvent[] {
  const account = existingAccount(state);
  if (account.status === status) return [];
  return [{ type: 'AccountStatusChanged', data: { accountId: account.accountId, status } }];
}

export function decideDelete(state: AccountState): AccountEvent[] {
  return [{ type: 'AccountDeleted', data: { accountId: existingAccount(state).accountId } }];
}

export function decideDocTypes(state: AccountState, docTypes: AccountDocType[]): AccountEvent[] {
  return [{ type: 'AccountDocTypesSet', data: { accountId: existingAccount(state).accountId, docTypes } }];
}

export function decidePageAccess(state: AccountState, access: PageAccess): AccountEvent[] {
  return [{ type: 'AccountPageAccessSet', data: { accountId: existingAccount(state).accountId, access } }];
}

/** The flat-fee usage override (002 §3): only a FLAT_FEE account has images to set. */
export function decideFlatFeeUsage(state: AccountState, imagesRemaining: number): AccountEvent[] {
  const account = existingAccount(state);
  if (account.accountType !== 'FLAT_FEE') throw new UserFacingError(am.notFlatFee);
  if (account.imagesRemaining === imagesRemaining) return [];
  return [{ type: 'AccountFlatFeeUsageSet', data: { accountId: account.accountId, imagesRemaining } }];
}

export type TaskMarks = { billedAt?: string; imagesRenewedAt?: string; tasksRunAt?: string; imagesRemaining?: number };

export function decideTasksMarked(state: AccountState, marks: TaskMarks): AccountEvent[] {
  return [{ type: 'AccountTasksMarked', data: { accountId: existingAccount(state).accountId, ...marks } }];
}

export function decideTasksCleared(state: AccountState): AccountEvent[] {
  return [{ type: 'AccountTasksCleared', data: { accountId: existingAccount(state).accountId } }];
}

/** What the county's billing schedule and rates say for a run of an account's tasks at `now` (issue 25). */
export type TaskRun = {
  now: string;
  /** The billing period `now` is in: its start (ISO) and month ('2026-12'). */
  period: { start: string; month: string };
  /** Whether this run may bill and renew (the schedule's automatic switches; a person's run may both). */
  bill: boolean;
  renew: boolean;
  /** The account's fee for the month (its monthly fee or its flat-fee option's cost), in cents. */
  feeCents: number;
  feeDescription: string;
  /** The flat-fee allowance to renew to (undefined: unlimited, or no option). */
  allowance: number | undefined;
  /** A person's Run Account Tasks marks the run even when nothing was due; the schedule does not. */
  markRun: boolean;
};

const before = (at: string | null, start: string) => at === null || Date.parse(at) < Date.parse(start);

/** Whether the account is due for billing and for image renewal in the period (002 §3 Account tasks). */
export function accountNeeds(account: ExistingAccount, start: string) {
  const active = account.status === 'A' && !account.deleted;
  return {
    billing: active && before(account.lastBilled, start),
    imageRenewal: active && account.accountType === 'FLAT_FEE' && before(account.lastImageRenewal, start),
  };
}

/**
 * A run of the account's tasks, the one decision behind the schedule, Run Billing Now and Run Account Tasks:
 * billing charges the month's fee and closes the statement, once a month (the month last billed is the stream's
 * own state, so a second run, a rerun or a run racing this one finds it billed); renewal sets the flat-fee
 * allowance to the rate level's images.
 */
export function decideAccountTasks(ledger: Ledger, run: TaskRun): AccountEvent[] {
  const account = existingAccount(ledger.account);
  const needs = accountNeeds(account, run.period.start);
  const marks: TaskMarks = {};
  const events: AccountEvent[] = [];
  if (run.bill && needs.billing) {
    marks.billedAt = run.now;
    const billing = billingOf(account);
    if (billing.billedMonth === null || billing.billedMonth < run.period.month) {
      const fee = decideMonthlyFee(ledger, {
        month: run.period.month,
        amountCents: run.feeCents,
        description: run.feeDescription,
      });
      const feeCents = fee.reduce(
        (sum, event) => sum + (event.type === 'MonthlyFeeCharged' ? event.data.amountCents : 0),
        0,
      );
      const chargesCents = account.unbilledChargesCents + feeCents;
      const paymentsCents = billing.periodPaymentsCents;
      events.push(...fee, {
        type: 'StatementIssued',
        data: {
          accountId: account.accountId,
          number: billing.statementNumber + 1,
          month: run.period.month,
          periodStart: billing.lastStatementEnd,
          periodEnd: run.now,
          openingBalanceCents: billing.statementBalanceCents,
          chargesCents,
          paymentsCents,
          closingBalanceCents: billing.statementBalanceCents + chargesCents - paymentsCents,
        },
      });
    }
  }
  if (run.renew && needs.imageRenewal) {
    marks.imagesRenewedAt = run.now;
    if (run.allowance !== undefined) marks.imagesRemaining = run.allowance;
  }
  if (run.markRun || Object.keys(marks).length > 0) marks.tasksRunAt = run.now;
  if (Object.keys(marks).length > 0) events.push(...decideTasksMarked(account, marks));
  return events;
}
