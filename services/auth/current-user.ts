import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { countyStaffRoles, managerRoles, searchTypes, type Role } from '@landrecords/contracts/codes';
import { accountDocTypes, accountPageAccess, findAccount } from '@landrecords/projections/accounts/index';
import { readCountyConfig } from '@landrecords/projections/config/index';
import type { Caller } from '@landrecords/projections/callers/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { searchHistoryOf } from '../search/index';
import { findUser } from '../users/index';
import { callerScope } from '../users/index';
import { cardSearchRates } from './card-search-rates';
import { topUpsOf } from '@landrecords/contracts/payments/top-ups';
import { usageBalanceOf } from '../accounts/index';

/** The top navigation a role sees (000 §2): e-file only when the county offers it. */
function tabsFor(role: Role, efile: boolean): string[] {
  const tabs = ['home'];
  if (efile) tabs.push('efile');
  tabs.push('search');
  if (managerRoles.includes(role)) tabs.push('reports', 'userManager');
  if (countyStaffRoles.includes(role)) tabs.push('controlPanel');
  return tabs;
}

/**
 * The current user of 000 §3, as login and loginStatus answer it: who, what the account pays with and has
 * left, which searches and document images it may use, and which accounts it may manage.
 */
export async function currentUserOf(db: Queryable, userId: number, caller?: Caller): Promise<CurrentUser | null> {
  const user = await findUser(db, userId);
  if (!user) return null;
  // A signed-in call's session brought the county configuration and the account's access: not read again.
  const known = caller?.user?.id === user.id && caller.user.accountId === user.accountId ? caller : undefined;
  const [account, config, scope, history, storedAccess, docTypeRows] = await Promise.all([
    findAccount(db, user.accountId),
    known ? known.county : readCountyConfig(db),
    callerScope(db, { userId: String(user.id), role: user.role }),
    user.role === 'GUEST' ? [] : searchHistoryOf(db, user.id),
    known ? known.user!.pageAccess : accountPageAccess(db, user.accountId),
    known ? known.user!.docTypes : accountDocTypes(db, user.accountId),
  ]);
  const access = config.search.searchAccess === 'configurable' ? storedAccess : null;
  const searchList = searchTypes.filter((type) => config.search[type] && (access ? access[type] !== false : true));
  const docTypes = Object.fromEntries(
    docTypeRows.map((row) => [
      row.documentType,
      {
        imageRetrieval: row.imageRetrieval,
        previewRetrieval: row.previewRetrieval,
        imageChargeMethod: row.imageChargeMethod,
      },
    ]),
  );
  return {
    userId: user.id,
    username: user.username,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    accountId: user.accountId,
    accountName: account?.name ?? '',
    accountType: account?.accountType ?? null,
    paymentMethod: account?.paymentMethod ?? null,
    usageBalance: account ? usageBalanceOf(user.role, account) : null,
    topUps: topUpsOf(user.role, account, config),
    search: searchList.includes(config.search.defaultSearch) ? config.search.defaultSearch : (searchList[0] ?? null),
    searchHistoryList: history,
    tabList: tabsFor(user.role, config.efile.efile),
    searchList,
    accountDocTypes: docTypes,
    allowableAccounts: scope.allowableAccounts,
    creditCardSearchRates: account?.paymentMethod === 'CREDIT_CARD' ? cardSearchRates(config) : [],
  };
}
