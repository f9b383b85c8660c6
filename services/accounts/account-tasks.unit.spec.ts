import { describe, expect, it } from '@jest/globals';
import type { AccountFields } from '@landrecords/contracts/accounts/account';
import { decideAccountTasks, type TaskRun } from './account.decide';
import type { AccountEvent } from './account.events';
import { evolveLedger, initialLedger, type Ledger } from './ledger.state';

const fields: AccountFields = {
  name: 'Saipan Title',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'CREDIT_CARD',
  monthlyFee: 1500,
  flatFeeRateLevel: 0,
  address: '',
  city: '',
  state: 'MP',
  zip: '',
  phone: '',
  email: '',
  landLinkAccount: '',
  postToLandLink: false,
  userReload: false,
};
const given = (...events: AccountEvent[]): Ledger => events.reduce(evolveLedger, initialLedger());
const created: AccountEvent = { type: 'AccountCreated', data: { ...fields, accountId: 7 } };
const cardCharge = (chargeId: string, amountCents: number): AccountEvent => ({
  type: 'AccountCharged',
  data: {
    accountId: 7,
    userId: 3,
    chargeId,
    kind: 'SEARCH',
    method: 'CREDIT_CARD',
    amountCents,
    images: 0,
    description: 'Search',
  },
});
const run = (month: string, now: string, changes: Partial<TaskRun> = {}): TaskRun => ({
  now,
  period: { start: `${month}-01T00:00:00.000Z`, month },
  bill: true,
  renew: true,
  feeCents: 1500,
  feeDescription: `Monthly fee ${month}`,
  allowance: undefined,
  markRun: false,
  ...changes,
});

describe('a run of an account’s tasks', () => {
  it('charges the fee and states card charges as charged and paid', () => {
    const events = decideAccountTasks(given(created, cardCharge('a', 400)), run('2026-12', '2026-12-01T00:05:00.000Z'));
    expect(events.map((event) => event.type)).toEqual(['MonthlyFeeCharged', 'StatementIssued', 'AccountTasksMarked']);
    expect(events[1]!.data).toMatchObject({
      number: 1,
      openingBalanceCents: 0,
      chargesCents: 1900,
      paymentsCents: 400,
      closingBalanceCents: 1500,
    });
  });

  it('never bills a month twice, even when the tasks are cleared to run again', () => {
    const billed = given(created, ...decideAccountTasks(given(created), run('2026-12', '2026-12-01T00:05:00.000Z')));
    const cleared = evolveLedger(billed, { type: 'AccountTasksCleared', data: { accountId: 7 } });
    expect(decideAccountTasks(billed, run('2026-12', '2026-12-03T00:00:00.000Z'))).toEqual([]);
    expect(decideAccountTasks(cleared, run('2026-12', '2026-12-03T00:00:00.000Z')).map((e) => e.type)).toEqual([
      'AccountTasksMarked',
    ]);
    const january = decideAccountTasks(billed, run('2027-01', '2027-01-01T00:00:00.000Z'));
    expect(january[1]!.data).toMatchObject({ number: 2, openingBalanceCents: 1500, closingBalanceCents: 3000 });
  });

  it('does nothing the schedule has switched off, and nothing on an inactive account', () => {
    expect(decideAccountTasks(given(created), run('2026-12', '2026-12-01T00:00:00.000Z', { bill: false }))).toEqual([]);
    const inactive = given(created, { type: 'AccountStatusChanged', data: { accountId: 7, status: 'I' } });
    expect(decideAccountTasks(inactive, run('2026-12', '2026-12-01T00:00:00.000Z'))).toEqual([]);
  });
});
