import { countyStaffRoles, managerRoles, type Role } from '@landrecords/contracts/codes';
import type { ReportCall, ReportName } from '@landrecords/contracts/reports/criteria';

/** A criterion a report's form may ask for (002 §2.2, §3 Report criteria). */
export type ReportField =
  | 'account'
  | 'username'
  | 'statementNumber'
  | 'logInformation'
  | 'transactionType'
  | 'orderBy'
  | 'dataSource'
  | 'summaryMode';

export type ReportScreen = {
  /** The route under /reports and the name its files are saved under (002 §7). */
  path: ReportName;
  /** The server's calls: report/<pdf> (a PDF), report/<excel> (an xlsx), none for the account type report. */
  pdf: ReportCall;
  excel: ReportCall | null;
  roles: readonly Role[];
  fields: readonly ReportField[];
};

/**
 * The four report screens of 002 §2.2 in the side navigation's order: each one's calls, who may open it and the
 * criteria it asks for (the account name and data source only where GET report/lists lets the caller choose).
 */
export const reportScreens: readonly ReportScreen[] = [
  {
    path: 'StatementReport',
    pdf: 'statementReport',
    excel: 'statementExport',
    roles: managerRoles,
    fields: ['account', 'username', 'statementNumber', 'dataSource'],
  },
  {
    path: 'AccountReport',
    pdf: 'accountReport',
    excel: 'accountExport',
    roles: managerRoles,
    fields: ['account', 'logInformation', 'transactionType', 'orderBy', 'dataSource', 'summaryMode'],
  },
  {
    path: 'UserReport',
    pdf: 'userReport',
    excel: 'userExport',
    roles: managerRoles,
    fields: ['account', 'username', 'logInformation', 'transactionType', 'dataSource', 'summaryMode'],
  },
  {
    path: 'AccountTypeReport',
    pdf: 'accountTypeReport',
    excel: null,
    roles: countyStaffRoles,
    fields: ['account', 'dataSource'],
  },
];

/** The screens this role may open among those the county offers it (GET report/lists' reports). */
export const openableReports = (role: Role | undefined, offered: readonly ReportName[]) =>
  reportScreens.filter((screen) => role !== undefined && screen.roles.includes(role) && offered.includes(screen.path));
