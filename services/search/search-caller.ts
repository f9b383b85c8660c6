import { countyStaffRoles, searchTypes, type Role, type SearchType } from '@landrecords/contracts/codes';
import { sql, type Queryable } from '../platform/database';
import type { Session } from '../auth/sessions';

export type SearchCaller = {
  userId: number;
  role: Role;
  accountId: number;
  viewProtected: boolean;
  /** Image key types whose images the account may retrieve (000 §6). */
  imageKeyTypes: ReadonlySet<string>;
  /** The searches the county enables and the account's page access allows (the current user's searchList). */
  searchList: readonly SearchType[];
};

/**
 * What a search needs to know of its caller, in one query: role, protected-document right, the account's
 * document types and page access, and the county's enabled searches (002 §3 Search 1).
 */
export async function searchCallerOf(db: Queryable, session: Session): Promise<SearchCaller | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT u.id, u.role, u.account_id, u.view_judicial_protection, a.doc_types, a.page_access,
      (SELECT "values" FROM county_config WHERE section = 'search') AS search
    FROM users u LEFT JOIN accounts a ON a.id = u.account_id
    WHERE u.id = ${Number(session.userId)} AND u.status = 'A'`);
  if (!row) return null;
  const role = row.role as Role;
  const search = (row.search ?? {}) as Partial<Record<SearchType | 'searchAccess', unknown>>;
  const access =
    search.searchAccess === 'configurable' ? ((row.page_access ?? {}) as Partial<Record<SearchType, boolean>>) : {};
  const docTypes = (row.doc_types ?? []) as Array<{ documentType: string; imageRetrieval: boolean }>;
  return {
    userId: Number(row.id),
    role,
    accountId: Number(row.account_id),
    viewProtected: countyStaffRoles.includes(role) || row.view_judicial_protection === true,
    imageKeyTypes: new Set(docTypes.filter((type) => type.imageRetrieval).map((type) => type.documentType)),
    searchList: searchTypes.filter((type) => search[type] !== false && access[type] !== false),
  };
}

/** The Image button's rule (000 §6): the record has pages and the account retrieves its image key type. */
export const imageAllowed = (
  caller: SearchCaller,
  result: { pageCount?: number; sourcedDocKey?: { imageKeyType: string } },
) => (result.pageCount ?? 0) > 0 && caller.imageKeyTypes.has(result.sourcedDocKey?.imageKeyType ?? '');
