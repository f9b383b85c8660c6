import { parseDate, type CalendarDate } from '@landrecords/contracts/validation/dates';
import {
  transactionTotalsRanges,
  type TransactionTotal,
  type TransactionTotalsRange,
} from '@landrecords/contracts/portal/transaction-totals';
import { reportPeriod, type ReportPeriod } from './report-period';
import type { ReportTransaction } from './report-transactions';

/** A county day, MM/DD/YYYY, as a number that sorts as the calendar does: 20261126. */
const dayNumber = (text: string) => {
  const date = parseDate(text.slice(0, 10));
  if (!date) throw new Error(`Not a county date: ${text}`);
  return date.year * 10_000 + date.month * 100 + date.day;
};

/** The home card's three periods, as the transactions report would cover them for TODAY, MONTH and YTD. */
export const totalsPeriods = (today: CalendarDate, timeZone: string) =>
  transactionTotalsRanges.map((range) => ({
    range,
    period: reportPeriod({ reportRange: range, reportType: 'USER', fromDate: '', toDate: '' }, today, timeZone),
  }));

/** The year so far: the one period the card reads, which holds the month's and the day's. */
export const yearToDate = (periods: ReturnType<typeof totalsPeriods>): ReportPeriod =>
  periods.find((entry) => entry.range === 'YTD')!.period;

/**
 * The home card's figures (000 §2 Transactions card) from the transactions report's own lines for the year so
 * far, each line counted in every period whose county days hold it: the card and the report cannot disagree.
 */
export function transactionTotals(
  transactions: readonly ReportTransaction[],
  periods: readonly { range: TransactionTotalsRange; period: ReportPeriod }[],
): TransactionTotal[] {
  return periods.map(({ range, period }) => {
    const [from, to] = [dayNumber(period.from), dayNumber(period.to)];
    const total: TransactionTotal = {
      range,
      from: period.from,
      to: period.to,
      count: 0,
      creditsCents: 0,
      debitsCents: 0,
      netCents: 0,
    };
    for (const transaction of transactions) {
      const day = dayNumber(transaction.recordedAt);
      if (day < from || day > to) continue;
      total.count++;
      if (transaction.amountCents > 0) total.creditsCents += transaction.amountCents;
      else total.debitsCents -= transaction.amountCents;
    }
    total.netCents = total.creditsCents - total.debitsCents;
    return total;
  });
}
