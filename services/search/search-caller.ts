import type { AccountDocType } from '@landrecords/contracts/accounts/account';
import { countyStaffRoles, searchTypes, type Role, type SearchType } from '@landrecords/contracts/codes';
import type { SectionValues } from '@landrecords/contracts/config/index';
import { currentValues } from '@landrecords/projections/config/index';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import type { Session } from '../platform/sessions/store';

/** What the caller may see of the records: protected ones or not, and which images (its account's doc types). */
export type CallerRecordAccess = { viewProtected: boolean; docTypes: AccountDocType[] };

export type SearchCaller = CallerRecordAccess & {
  userId: number;
  role: Role;
  accountId: number;
  /** The searches the county enables and the account's page access allows (the current user's searchList). */
  searchList: readonly SearchType[];
  /** The county settings a search reads: its time zone and notable dates. */
  county: { timeZone: string; notableDates: SectionValues<'notableDates'> };
};

/**
 * What a search needs to know of its caller and the county, in one query: role, protected-document right, the
 * account's document types and page access, the county's enabled searches (002 §3 Search 1), its time zone
 * and notable dates.
 */
export async function searchCallerOf(db: Queryable, session: Pick<Session, 'userId'>): Promise<SearchCaller | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT u.id, u.role, u.account_id, u.view_judicial_protection, a.doc_types, a.page_access,
      (SELECT jsonb_object_agg(section, "values") FROM county_config
        WHERE section IN ('search', 'common', 'notableDates')) AS county
    FROM users u LEFT JOIN accounts a ON a.id = u.account_id
    WHERE u.id = ${Number(session.userId)} AND u.status = 'A'`);
  if (!row) return null;
  const role = row.role as Role;
  const county = (row.county ?? {}) as Record<string, unknown>;
  const search = (county.search ?? {}) as Partial<Record<SearchType | 'searchAccess', unknown>>;
  const access =
    search.searchAccess === 'configurable' ? ((row.page_access ?? {}) as Partial<Record<SearchType, boolean>>) : {};
  const docTypes = (row.doc_types ?? []) as AccountDocType[];
  return {
    userId: Number(row.id),
    role,
    accountId: Number(row.account_id),
    viewProtected: countyStaffRoles.includes(role) || row.view_judicial_protection === true,
    docTypes,
    searchList: searchTypes.filter((type) => search[type] !== false && access[type] !== false),
    county: {
      timeZone: currentValues('common', county.common).timeZone,
      notableDates: currentValues('notableDates', county.notableDates),
    },
  };
}
