import { describe, expect, it } from '@jest/globals';
import { totalsPeriods, transactionTotals } from './transaction-report.totals';

const line = (recordedAt: string, amountCents: number) => ({
  recordedAt,
  username: 'u',
  description: 'd',
  amountCents,
});
const periods = totalsPeriods({ year: 2026, month: 3, day: 1 }, 'Pacific/Saipan');

describe('the home card totals (000 §2 Transactions card)', () => {
  it("counts a line in each period whose county days hold it: the first of the month is today's, this month's and the year's", () => {
    const totals = transactionTotals(
      [
        line('01/01/2026 12:00 AM', 500_00),
        line('02/28/2026 11:59 PM', -2_00),
        line('03/01/2026 12:00 AM', -1_50),
        line('03/01/2026 11:59 PM', 0),
      ],
      periods,
    );
    expect(totals).toEqual([
      {
        range: 'TODAY',
        from: '03/01/2026',
        to: '03/01/2026',
        count: 2,
        creditsCents: 0,
        debitsCents: 1_50,
        netCents: -1_50,
      },
      {
        range: 'MONTH',
        from: '03/01/2026',
        to: '03/01/2026',
        count: 2,
        creditsCents: 0,
        debitsCents: 1_50,
        netCents: -1_50,
      },
      {
        range: 'YTD',
        from: '01/01/2026',
        to: '03/01/2026',
        count: 4,
        creditsCents: 500_00,
        debitsCents: 3_50,
        netCents: 496_50,
      },
    ]);
  });

  it('leaves out a line of last year, and counts nothing when there is nothing', () => {
    const [today, month, year] = transactionTotals([line('12/31/2025 11:59 PM', -9_00)], periods);
    for (const total of [today, month, year]) expect(total).toMatchObject({ count: 0, debitsCents: 0, netCents: 0 });
    expect(Object.is(year!.debitsCents, -0)).toBe(false);
  });
});
