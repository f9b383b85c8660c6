import { declare } from '../message';
/** Messages of the portal's own calls that the spec leaves to the server (this file is the one list of them). */
export const portalMessages = {
  text: declare('PORTAL_TEXT', 'Enter text.'),
  max: declare('PORTAL_MAX', ({ max }: { max: number }) => `${max} characters max.`),
  logLevel: declare('PORTAL_LOG_LEVEL', 'Level is error, warn or info.'),
  tooManyLogEntries: declare('PORTAL_TOO_MANY_LOG_ENTRIES', 'Too many log entries. Wait a minute and try again.'),
  reportType: declare('PORTAL_REPORT_TYPE', 'Report type is ACCOUNT or USER.'),
  reportRange: declare('PORTAL_REPORT_RANGE', 'Report range is TODAY, MONTH, YTD or CUSTOM.'),
  accountReportOnly: declare(
    'PORTAL_ACCOUNT_REPORT_ONLY',
    'Only an account administrator can report on the whole account.',
  ),
} as const;
