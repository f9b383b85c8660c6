import { declare } from '../message';
import { messages } from '../validation/messages';

/**
 * What the reports answer (002 §5 Reports, §6, §7). The spec gives the required from date ("Required.") and leaves
 * the date-time checks to the shared validators, whose words these are; the rest are the reports' own.
 */
export const reportMessages = {
  /** 002 §5: the from date is required. */
  required: messages.required,
  /** The shared date-time validators (002 §5 "come from shared validators"). */
  dateFormat: messages.date.format,
  futureDate: messages.date.future,
  dateTimeRange: messages.date.dateTimeRange,
  hour: declare('REPORT_HOUR', 'Choose an hour from 1 to 12.'),
  minute: declare('REPORT_MINUTE', 'Choose a minute from 0 to 59.'),
  amPm: declare('REPORT_AM_PM', 'Choose am or pm.'),
  statementNumber: declare('REPORT_STATEMENT_NUMBER', 'A statement number is a whole number.'),
  logType: declare('REPORT_LOG_TYPE', 'Choose a log type from the list.'),
  transactionType: declare('REPORT_TRANSACTION_TYPE', 'Choose a transaction type from the list.'),
  orderBy: declare('REPORT_ORDER_BY', 'Choose Date and Time or Username.'),
  dataSource: declare('REPORT_DATA_SOURCE', 'Choose a data source from the list.'),
  accountName: messages.max60,
  username: messages.max50,
  /** 002 §6: an ACCOUNT administrator asking for an account it does not administer, or a list it may not use. */
  accountNotAllowed: declare('REPORT_ACCOUNT_NOT_ALLOWED', 'You may not run reports on that account.'),
  noSuchAccount: declare('REPORT_NO_SUCH_ACCOUNT', 'There is no account of that name.'),
  noSuchUser: declare('REPORT_NO_SUCH_USER', 'There is no user of that name among your accounts.'),
  listNotAllowed: declare('REPORT_LIST_NOT_ALLOWED', 'That log or transaction type is not available to you.'),
  dataSourceNotAllowed: declare('REPORT_DATA_SOURCE_NOT_ALLOWED', 'Only county staff choose the data source.'),
  reportNotAllowed: declare('REPORT_NOT_ALLOWED', 'This report is for county staff only.'),
  reportDisabled: declare('REPORT_DISABLED', 'The county has not enabled this report.'),
  /** A long report (002 §7 gives none; ours): run in the background, with its progress. */
  started: declare(
    'REPORT_STARTED',
    ({ total }: { total: number }) => `The report has ${total} rows; it is being prepared.`,
  ),
  noSuchJob: declare('REPORT_NO_SUCH_JOB', 'There is no such report.'),
  notReady: declare('REPORT_NOT_READY', 'The report is not ready yet.'),
  cancelled: declare('REPORT_CANCELLED', 'The report was cancelled.'),
  failed: declare('REPORT_FAILED', 'The report could not be prepared. Try again.'),
  expired: declare('REPORT_EXPIRED', 'The report is no longer kept. Run it again.'),
} as const;
