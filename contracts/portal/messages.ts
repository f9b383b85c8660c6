/** Messages of the portal's own calls that the spec leaves to the server (docs/decisions.md lists them). */
export const portalMessages = {
  text: 'Enter text.',
  max: (max: number) => `${max} characters max.`,
  logLevel: 'Level is error, warn or info.',
  tooManyLogEntries: 'Too many log entries. Wait a minute and try again.',
  reportType: 'Report type is ACCOUNT or USER.',
  reportRange: 'Report range is TODAY, MONTH, YTD or CUSTOM.',
  accountReportOnly: 'Only an account administrator can report on the whole account.',
} as const;
