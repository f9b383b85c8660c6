import { formatDate } from '@landrecords/contracts/validation/dates';
import type { TransactionReportRequest } from '@landrecords/contracts/portal/transaction-report';
import type { CalendarDate } from '@landrecords/contracts/validation/dates';

/** The county's days a transaction report covers, both included, MM/DD/YYYY, and how the dialog named them. */
export type ReportPeriod = { from: string; to: string; label: string; timeZone: string };

const labels = { TODAY: 'Today', MONTH: 'This Month', YTD: 'Year to Date', CUSTOM: 'Custom Range' } as const;

/** The report's range in the county's calendar (000 §2): today, the month or year so far, or the dates typed. */
export function reportPeriod(request: TransactionReportRequest, today: CalendarDate, timeZone: string): ReportPeriod {
  const label = labels[request.reportRange];
  const to = formatDate(today);
  switch (request.reportRange) {
    case 'TODAY':
      return { from: to, to, label, timeZone };
    case 'MONTH':
      return { from: formatDate({ ...today, day: 1 }), to, label, timeZone };
    case 'YTD':
      return { from: formatDate({ ...today, month: 1, day: 1 }), to, label, timeZone };
    case 'CUSTOM':
      return { from: request.fromDate, to: request.toDate || to, label, timeZone };
  }
}
