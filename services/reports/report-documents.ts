import { landSharkCodes } from '@landrecords/contracts/portal/landshark-codes';
import type { ReportCriteria, ReportName } from '@landrecords/contracts/reports/criteria';
import { formatDate, type CalendarDate } from '@landrecords/contracts/validation/dates';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import type { ReportColumn, ReportDocument, ReportRow } from '../platform/reports/report-document';
import { accountTypeCounts, accountTypeRows, countAccountTypeRows } from './account-type-rows';
import { auditRows, auditSummary, countAuditRows } from './audit-rows';
import type { ReportReach } from './report-scope';
import { countStatementRows, statementRows, statementTotals } from './statement-rows';
import { criteriaDateTime, type ReportWindow } from './report-window';

/** What a report is made from: the criteria as checked, whom they reach, the instants they cover. */
export type ReportRequest = {
  report: ReportName;
  criteria: ReportCriteria;
  reach: ReportReach;
  window: ReportWindow;
  today: CalendarDate;
  timeZone: string;
  language: string;
  chainHead: string;
};

const titles: Record<ReportName, string> = {
  StatementReport: 'Statement Report',
  AccountReport: 'Account Report',
  UserReport: 'User Report',
  AccountTypeReport: 'Account Type Report',
};

const auditColumns: ReportColumn[] = [
  { key: 'recordedAt', header: 'Date and Time', width: 14, kind: 'date' },
  { key: 'username', header: 'Username', width: 14 },
  { key: 'sourceIp', header: 'IP Address', width: 11 },
  { key: 'logType', header: 'Log Type', width: 13 },
  { key: 'event', header: 'Event', width: 15 },
  { key: 'subject', header: 'Stream', width: 13 },
  { key: 'details', header: 'Details', width: 30 },
];
const summaryColumns: ReportColumn[] = [
  { key: 'logType', header: 'Log Type', width: 20 },
  { key: 'event', header: 'Event', width: 24 },
  { key: 'events', header: 'Count', width: 10, kind: 'number' },
];
const statementColumns: ReportColumn[] = [
  { key: 'account', header: 'Account', width: 16 },
  { key: 'statement', header: 'Statement', width: 8, kind: 'number' },
  { key: 'recordedAt', header: 'Date and Time', width: 14, kind: 'date' },
  { key: 'username', header: 'Username', width: 12 },
  { key: 'transaction', header: 'Transaction Type', width: 12 },
  { key: 'description', header: 'Description', width: 22 },
  { key: 'charges', header: 'Charges', width: 10, kind: 'money' },
  { key: 'payments', header: 'Payments', width: 10, kind: 'money' },
  { key: 'balance', header: 'Balance', width: 10, kind: 'money' },
];
const accountTypeColumns: ReportColumn[] = [
  { key: 'accountType', header: 'Account Type', width: 12 },
  { key: 'paymentMethod', header: 'Payment Method', width: 12 },
  { key: 'status', header: 'Status', width: 8 },
  { key: 'account', header: 'Account', width: 24 },
  { key: 'users', header: 'Users', width: 6, kind: 'number' },
  { key: 'createdAt', header: 'Created', width: 14, kind: 'date' },
];

/** The criteria as printed under the title, one "Label: value" line each, the ones the report uses. */
function criteriaLines({ report, criteria, reach, today }: ReportRequest): string[] {
  const c = criteria;
  const lines = [
    `From: ${criteriaDateTime(c.fromDate, c.fromHour, c.fromMinute, c.fromAmPm)}`,
    `To: ${criteriaDateTime(c.toDate || formatDate(today), c.toHour, c.toMinute, c.toAmPm)}`,
    `Account: ${reach.account?.name ?? (reach.accountIds === null ? 'All' : 'All allowable accounts')}`,
  ];
  if (report === 'AccountTypeReport') return lines;
  if (reach.user) lines.push(`Username: ${reach.user.username}`);
  if (report === 'StatementReport') {
    if (c.statementNumber !== null) lines.push(`Statement Number: ${c.statementNumber}`);
    return lines;
  }
  lines.push(
    `Log Type: ${landSharkCodes.logTypes[c.logInformation]}`,
    `Transaction Type: ${landSharkCodes.transactionTypes[c.transactionType]}`,
    `Order By: ${c.orderBy === 'USERNAME' ? 'Username' : 'Date and Time'}`,
    `Data Source: ${landSharkCodes.dataSourceTypes[c.dataSource]}`,
  );
  if (c.summaryMode) lines.push('Run in Summary Mode');
  return lines;
}

/** How many rows the report will print: counted first, so a long one runs as a job. */
export function countReportRows(pool: DatabasePool, request: ReportRequest): Promise<number> {
  const { report, reach, criteria, window } = request;
  switch (report) {
    case 'StatementReport':
      return countStatementRows(pool, reach, criteria, window);
    case 'AccountTypeReport':
      return countAccountTypeRows(pool, reach);
    default:
      return countAuditRows(pool, report, reach, criteria, window);
  }
}

async function* listed(rows: ReportRow[]): AsyncGenerator<ReportRow> {
  yield* rows;
}

/** The report as its renderers print it; the rows are read while they print. */
export async function reportDocument(
  pool: DatabasePool,
  request: ReportRequest,
  total?: number,
): Promise<ReportDocument> {
  const { report, reach, criteria, window } = request;
  const base = {
    name: report,
    title: titles[report],
    criteria: criteriaLines(request),
    empty: 'No records match the criteria.',
    chainHead: request.chainHead,
    generatedAt: new Date().toISOString(),
    timeZone: request.timeZone,
    language: request.language,
    ...(total === undefined ? {} : { total }),
  };
  switch (report) {
    case 'StatementReport':
      return {
        ...base,
        columns: statementColumns,
        rows: statementRows(pool, reach, criteria, window),
        closing: await statementTotals(pool, reach, criteria, window),
      };
    case 'AccountTypeReport':
      return {
        ...base,
        columns: accountTypeColumns,
        rows: accountTypeRows(pool, reach),
        closing: await accountTypeCounts(pool, reach),
      };
    default: {
      if (criteria.summaryMode) {
        const rows = await auditSummary(pool, report, reach, criteria, window);
        const events = rows.reduce((sum, row) => sum + Number(row.events), 0);
        return {
          ...base,
          columns: summaryColumns,
          rows: listed(rows),
          total: rows.length,
          closing: [{ label: 'Events', value: events, kind: 'number' }],
        };
      }
      return {
        ...base,
        columns: auditColumns,
        rows: auditRows(pool, report, reach, criteria, window),
        ...(total === undefined ? {} : { closing: [{ label: 'Events', value: total, kind: 'number' as const }] }),
      };
    }
  }
}
