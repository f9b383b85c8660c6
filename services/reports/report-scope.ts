import { countyStaffRoles } from '@landrecords/contracts/codes';
import {
  dataSourceCodes,
  reportSettingOf,
  restrictedLogTypes,
  restrictedTransactionTypes,
  type ReportCriteria,
  type ReportName,
} from '@landrecords/contracts/reports/criteria';
import { reportMessages as m } from '@landrecords/contracts/reports/messages';
import { readSection } from '@landrecords/projections/config/index';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import type { CallerScope } from '../users/index';

/**
 * Whose rows a report may print (002 §6), settled before any row is read. `accountIds` null: every account
 * (county staff who named none); otherwise only these. `user`: the one user named.
 */
export type ReportReach = {
  staff: boolean;
  accountIds: number[] | null;
  account: { id: number; name: string } | null;
  user: { id: number; username: string; accountId: number } | null;
};

/**
 * TRIMIN and COUNTY reach every account, the full lists and the data source; an ACCOUNT administrator only its
 * allowable accounts and the restricted lists, and never the account type report. An account it may not see is
 * refused by the same words whether or not it exists, so names cannot be probed.
 */
export async function reportReach(
  db: Queryable,
  scope: CallerScope,
  report: ReportName,
  criteria: ReportCriteria,
): Promise<ReportReach> {
  const staff = countyStaffRoles.includes(scope.role);
  if (report === 'AccountTypeReport' && !staff) throw new UserFacingError(m.reportNotAllowed, 403);
  const settings = await readSection(db, 'reports');
  if (!settings[reportSettingOf[report]]) throw new UserFacingError(m.reportDisabled, 403);
  if (!staff) {
    if (
      !restrictedLogTypes.includes(criteria.logInformation) ||
      !restrictedTransactionTypes.includes(criteria.transactionType)
    )
      throw new UserFacingError(m.listNotAllowed, 403);
    if (criteria.dataSource !== dataSourceCodes[0]) throw new UserFacingError(m.dataSourceNotAllowed, 403);
  }
  const allowed = scope.allowableAccounts.map((account) => account.id);
  let account: ReportReach['account'] = null;
  if (criteria.accountName !== '') {
    const found = await db.maybeOne(sql.unsafe`
      SELECT id, name FROM accounts WHERE lower(name) = lower(${criteria.accountName})
      ORDER BY id = ANY(${sql.array(allowed, 'int8')}) DESC, id LIMIT 1`);
    if (!staff && (!found || !allowed.includes(Number(found.id)))) throw new UserFacingError(m.accountNotAllowed, 403);
    if (!found) throw new UserFacingError(m.noSuchAccount, 404);
    account = { id: Number(found.id), name: String(found.name) };
  }
  const accountIds = account ? [account.id] : staff ? null : allowed;
  let user: ReportReach['user'] = null;
  if (criteria.username !== '') {
    const found = await db.maybeOne(sql.unsafe`
      SELECT id, username, account_id FROM users WHERE lower(username) = lower(${criteria.username}) LIMIT 1`);
    if (!found || (accountIds !== null && !accountIds.includes(Number(found.account_id))))
      throw new UserFacingError(m.noSuchUser, 404);
    user = { id: Number(found.id), username: String(found.username), accountId: Number(found.account_id) };
  }
  return { staff, accountIds, account, user };
}
