import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findAccount } from '@landrecords/projections/accounts/index';
import { ledgerStateOf, type LedgerState } from '@landrecords/projections/payments/index';
import { statementsOf } from '@landrecords/projections/billing/index';
import { readSection } from '@landrecords/projections/config/index';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { givenAccount } from '../../tests/support/accounts';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { runLedgerCommand } from '../accounts/index';
import { saveSection } from '../config/index';
import { runBillingIfDue, runBillingNow } from './index';

let ctx: Awaited<ReturnType<typeof testContext>>;
const staff = { actor: { userId: '2', username: 'county.clerk1', role: 'COUNTY' }, sourceIp: '10.0.0.5' };

beforeAll(async () => {
  ctx = await testContext();
});
afterAll(async () => {
  await ctx.close();
});

const at = (iso: string) => new Date(iso);
const schedule = (values: Record<string, unknown>) =>
  saveSection(ctx.pool, 'billingSchedule', { renewalDay: 1, renewalTime: '0:00', ...values }, staff);
const timeZone = async (zone: string) =>
  saveSection(ctx.pool, 'common', { ...(await readSection(ctx.pool, 'common')), timeZone: zone }, staff);
const state = async (id: number) => (await ledgerStateOf(ctx.pool, id)) as LedgerState;
const typesOn = async (id: number) => (await readStream(ctx.pool, `account-${id}`)).events.map((event) => event.type);
let searches = 0;
const chargeSearch = async (accountId: number, userId: number, cents: number) =>
  runLedgerCommand(ctx.pool, accountId, staff, {
    type: 'ChargeSearch',
    userId,
    role: 'USER',
    chargeId: `search-${++searches}`,
    amountCents: cents,
    cardAmountCents: cents,
    description: 'Grantor search',
  });

describe('the billing schedule in the county’s time zone', () => {
  let invoiced: number;
  let buyer: number;

  beforeAll(async () => {
    invoiced = await givenAccount(ctx.pool, { name: 'Tinian Title', paymentMethod: 'INVOICE', monthlyFee: 2500 });
    buyer = await givenUser(ctx.pool, { username: 'tinian.searcher', accountId: invoiced });
    await timeZone('Pacific/Saipan');
    await schedule({ automaticBilling: true, automaticImageRenewal: false });
  });

  it('bills November before midnight on Saipan’s clock and December at midnight, while UTC is still on Nov 30', async () => {
    await chargeSearch(invoiced, buyer, 300);
    // 23:59 on November 30 in Saipan (UTC+10): the period that began on November 1.
    const november = await runBillingIfDue(ctx.pool, at('2026-11-30T13:59:00Z'));
    expect(november).toMatchObject({ month: '2026-11', trigger: 'schedule' });
    expect(await runBillingIfDue(ctx.pool, at('2026-11-30T13:59:30Z'))).toBeNull();
    await chargeSearch(invoiced, buyer, 150);
    // 00:00 on December 1 in Saipan is 14:00 on November 30 in UTC.
    const december = await runBillingIfDue(ctx.pool, at('2026-11-30T14:00:00Z'));
    expect(december).toMatchObject({ month: '2026-12' });
    expect((await readSection(ctx.pool, 'billingSchedule')).lastRan).toBe('2026-11-30T14:00:00.000Z');
  });

  it('numbers the statements and carries each closing balance into the next one', async () => {
    const statements = await statementsOf(ctx.pool, invoiced);
    expect(
      statements.map(({ number, month, openingBalanceCents, chargesCents, paymentsCents, closingBalanceCents }) => ({
        number,
        month,
        openingBalanceCents,
        chargesCents,
        paymentsCents,
        closingBalanceCents,
      })),
    ).toEqual([
      {
        number: 2,
        month: '2026-12',
        openingBalanceCents: 2800,
        chargesCents: 2650,
        paymentsCents: 0,
        closingBalanceCents: 5450,
      },
      {
        number: 1,
        month: '2026-11',
        openingBalanceCents: 0,
        chargesCents: 2800,
        paymentsCents: 0,
        closingBalanceCents: 2800,
      },
    ]);
    expect(statements[0]!.periodStart).toBe(statements[1]!.periodEnd);
    expect(await state(invoiced)).toMatchObject({
      billedMonth: '2026-12',
      statementNumber: 2,
      unbilledChargesCents: 0,
    });
  });

  it('bills an account once a month however often the month is run', async () => {
    const before = await typesOn(invoiced);
    await schedule({ automaticBilling: true, automaticImageRenewal: false });
    // lastRan kept by the save: not due again in December...
    expect(await runBillingIfDue(ctx.pool, at('2026-12-10T00:00:00Z'))).toBeNull();
    // ...and Run Billing Now, twice, at once, finds the month billed on the account's own stream.
    const runs = await Promise.all([
      runBillingNow(ctx.pool, staff, at('2026-12-10T00:00:00Z')),
      runBillingNow(ctx.pool, staff, at('2026-12-10T00:00:01Z')),
    ]);
    expect(runs.map((run) => run.statements)).toEqual([0, 0]);
    expect((await typesOn(invoiced)).filter((type) => type === 'MonthlyFeeCharged')).toHaveLength(2);
    expect((await typesOn(invoiced)).length).toBe(before.length);
    expect(await statementsOf(ctx.pool, invoiced)).toHaveLength(2);
  });

  it('bills at midnight in a county west of UTC only once UTC is already on the next day', async () => {
    await timeZone('Pacific/Honolulu');
    const honolulu = await givenAccount(ctx.pool, {
      name: 'Hilo Abstract',
      paymentMethod: 'INVOICE',
      monthlyFee: 1000,
    });
    // 23:59 on December 31 in Honolulu (UTC-10) is 09:59 on January 1 in UTC: still December there.
    await runBillingNow(ctx.pool, staff, at('2027-01-01T09:59:00Z'));
    expect(await state(honolulu)).toMatchObject({ billedMonth: '2026-12' });
    await runBillingNow(ctx.pool, staff, at('2027-01-01T10:00:00Z'));
    expect(await state(honolulu)).toMatchObject({
      billedMonth: '2027-01',
      statementNumber: 2,
      statementBalanceCents: 2000,
    });
    await timeZone('Pacific/Saipan');
  });
});

describe('image renewal', () => {
  it('renews a flat-fee account’s allowance to its rate level’s images and charges the option’s cost', async () => {
    await saveSection(
      ctx.pool,
      'flatFee',
      {
        chargingImages: true,
        rates: [
          { option: true, unlimitedNumberOfPages: false, numberOfPages: 20, cost: 15 },
          { option: true, unlimitedNumberOfPages: false, numberOfPages: 50, cost: 40 },
          { option: false },
          { option: false },
          { option: false },
        ],
      },
      staff,
    );
    await schedule({ automaticBilling: false, automaticImageRenewal: true });
    const flat = await givenAccount(ctx.pool, {
      name: 'Rota Surveys',
      accountType: 'FLAT_FEE',
      paymentMethod: 'INVOICE',
      flatFeeRateLevel: 2,
    });
    const run = await runBillingIfDue(ctx.pool, at('2027-02-01T00:00:00Z'));
    expect(run).toMatchObject({ month: '2027-02', billed: 0, statements: 0 });
    expect(run!.renewed).toBeGreaterThanOrEqual(1);
    expect(await state(flat)).toMatchObject({ imagesRemaining: 50, billedMonth: null });
    expect((await findAccount(ctx.pool, flat))!.lastImageRenewal).toBe('2027-02-01T00:00:00.000Z');
    // Billing on: the option's cost is the month's fee; the renewal is not done twice.
    await schedule({ automaticBilling: true, automaticImageRenewal: true });
    await runBillingNow(ctx.pool, staff, at('2027-02-01T01:00:00Z'));
    const [statement] = await statementsOf(ctx.pool, flat);
    expect(statement).toMatchObject({ number: 1, month: '2027-02', chargesCents: 4000, closingBalanceCents: 4000 });
    expect((await typesOn(flat)).filter((type) => type === 'AccountTasksMarked')).toHaveLength(2);
    expect((await findAccount(ctx.pool, flat))!.lastImageRenewal).toBe('2027-02-01T00:00:00.000Z');
  });
});
