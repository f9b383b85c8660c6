import { z } from 'zod';
import { landSharkCodes } from '../portal/landshark-codes';
import { dateIssue, formatDate, parseDate, type CalendarDate } from '../validation/dates';
import { reportMessages as m } from './messages';

/** The four reports (002 §2.2), by the names their files and screens carry (/reports/StatementReport...). */
export const reportNames = ['StatementReport', 'AccountReport', 'UserReport', 'AccountTypeReport'] as const;
export type ReportName = (typeof reportNames)[number];

/** 002 §7: the calls, each a report as a PDF (…Report) or as an Excel workbook (…Export; no account type export). */
export const reportCalls = {
  statementReport: { report: 'StatementReport', format: 'pdf' },
  accountReport: { report: 'AccountReport', format: 'pdf' },
  userReport: { report: 'UserReport', format: 'pdf' },
  accountTypeReport: { report: 'AccountTypeReport', format: 'pdf' },
  statementExport: { report: 'StatementReport', format: 'xlsx' },
  accountExport: { report: 'AccountReport', format: 'xlsx' },
  userExport: { report: 'UserReport', format: 'xlsx' },
} as const satisfies Record<string, { report: ReportName; format: 'pdf' | 'xlsx' }>;
export type ReportCall = keyof typeof reportCalls;
export const reportCallNames = Object.keys(reportCalls) as ReportCall[];

/** The county's reports section (002 §3 Reports settings) switch each report by these flags. */
export const reportSettingOf: Record<
  ReportName,
  'statementReport' | 'auditAccountsReport' | 'auditUsersReport' | 'accountTypeReport'
> = {
  StatementReport: 'statementReport',
  AccountReport: 'auditAccountsReport',
  UserReport: 'auditUsersReport',
  AccountTypeReport: 'accountTypeReport',
};

export type LogType = keyof typeof landSharkCodes.logTypes;
export type TransactionType = keyof typeof landSharkCodes.transactionTypes;
export type DataSource = keyof typeof landSharkCodes.dataSourceTypes;
export const logTypeCodes = Object.keys(landSharkCodes.logTypes) as [LogType, ...LogType[]];
export const transactionTypeCodes = Object.keys(landSharkCodes.transactionTypes) as [
  TransactionType,
  ...TransactionType[],
];
export const dataSourceCodes = Object.keys(landSharkCodes.dataSourceTypes) as [DataSource, ...DataSource[]];

/**
 * 002 §6: TRIMIN and COUNTY see the full lists; an ACCOUNT administrator the restricted ones: its own account's
 * transactions, account changes and users, never the county's configuration, the recorded documents nor the card
 * provider's authorizations.
 */
export const restrictedLogTypes: readonly LogType[] = ['ALL', 'TRANSACTION', 'ACCOUNT', 'USER'];
export const restrictedTransactionTypes: readonly TransactionType[] = transactionTypeCodes.filter(
  (code) => code !== 'CARD_AUTHORIZATION',
);

/** Order by, on the account report (002 §2.2): Date and Time or Username; Username is the default (002 §9). */
export const reportOrders = ['DATE_TIME', 'USERNAME'] as const;
export type ReportOrder = (typeof reportOrders)[number];
export const amPms = ['AM', 'PM'] as const;

const text = (max: number, message: string) =>
  z.preprocess((value) => value ?? '', z.string(message).trim().max(max, message));

/** A number a form sends as text or as a number, within a range; the message for anything else. */
const wholeIn = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number(message).int(message).min(min, message).max(max, message),
  );

/** Blank (any statement), or a whole number. */
const statementNumber = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? null : value),
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, m.statementNumber.text),
      ],
      m.statementNumber.text,
    )
    .transform(Number)
    .pipe(z.number().int(m.statementNumber.text).positive(m.statementNumber.text))
    .nullable(),
);

const hour12 = (hour: number, amPm: 'AM' | 'PM') => (hour % 12) + (amPm === 'PM' ? 12 : 0);

/** The minute of the day a criteria's from or to time names (12:00 am is 0, 11:59 pm is 1439). */
export const minuteOfDay = (hour: number, minute: number, amPm: 'AM' | 'PM') => hour12(hour, amPm) * 60 + minute;

/**
 * 002 §3 Report criteria, checked as 002 §5 says: the from date is required; each date is MM/DD/YYYY and not in
 * the future; the to date-time is not before the from date-time. A blank to date is today. `today` is the
 * county's on the server and the browser's in the admin's form. Defaults are 002 §9's.
 */
export function reportCriteriaSchema(today: CalendarDate) {
  return z
    .object({
      fromDate: text(40, m.dateFormat.text),
      toDate: text(40, m.dateFormat.text),
      fromHour: wholeIn(1, 12, m.hour.text).default(12),
      fromMinute: wholeIn(0, 59, m.minute.text).default(0),
      fromAmPm: z.enum(amPms, m.amPm.text).default('AM'),
      toHour: wholeIn(1, 12, m.hour.text).default(11),
      toMinute: wholeIn(0, 59, m.minute.text).default(59),
      toAmPm: z.enum(amPms, m.amPm.text).default('PM'),
      accountName: text(60, m.accountName.text),
      username: text(50, m.username.text),
      statementNumber,
      dataSource: z.enum(dataSourceCodes, m.dataSource.text).default('FIVE'),
      summaryMode: z.boolean().default(false),
      transactionType: z.enum(transactionTypeCodes, m.transactionType.text).default('ALL'),
      logInformation: z.enum(logTypeCodes, m.logType.text).default('ALL'),
      orderBy: z.enum(reportOrders, m.orderBy.text).default('USERNAME'),
    })
    .superRefine((criteria, context) => {
      const add = (field: 'fromDate' | 'toDate', message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      const fromIssue = criteria.fromDate === '' ? m.required.text : dateIssue(criteria.fromDate, today);
      const toIssue = criteria.toDate === '' ? undefined : dateIssue(criteria.toDate, today);
      if (fromIssue) add('fromDate', fromIssue);
      if (toIssue) add('toDate', toIssue);
      if (fromIssue || toIssue) return;
      const from = parseDate(criteria.fromDate)!;
      const to = parseDate(criteria.toDate || formatDate(today))!;
      const fromKey = Date.UTC(from.year, from.month - 1, from.day) / 60_000;
      const toKey = Date.UTC(to.year, to.month - 1, to.day) / 60_000;
      const fromAt = fromKey + minuteOfDay(criteria.fromHour, criteria.fromMinute, criteria.fromAmPm);
      const toAt = toKey + minuteOfDay(criteria.toHour, criteria.toMinute, criteria.toAmPm);
      if (toAt < fromAt) add('toDate', m.dateTimeRange.text);
    });
}
export type ReportCriteria = z.output<ReturnType<typeof reportCriteriaSchema>>;
/** What a caller may send: any field left out takes its default; numbers may come as a form's text. */
export type ReportCriteriaInput = { [Field in keyof ReportCriteria]?: ReportCriteria[Field] | string | null };

/** 002 §9: the form's defaults, today from 12:00 am to 11:59 pm, data source FIVE, all types, by username. */
export function reportCriteriaDefaults(today: CalendarDate): ReportCriteria {
  const day = formatDate(today);
  return {
    fromDate: day,
    toDate: day,
    fromHour: 12,
    fromMinute: 0,
    fromAmPm: 'AM',
    toHour: 11,
    toMinute: 59,
    toAmPm: 'PM',
    accountName: '',
    username: '',
    statementNumber: null,
    dataSource: 'FIVE',
    summaryMode: false,
    transactionType: 'ALL',
    logInformation: 'ALL',
    orderBy: 'USERNAME',
  };
}
