import { countyStaffRoles, roles, type Role } from '@landrecords/contracts/codes';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { userAdminMessages as um } from '@landrecords/contracts/users/messages';

/** What a caller may manage: which accounts, which user types, and whether it sees protected documents. */
export type CallerScope = {
  role: Role;
  userId: number;
  allowableAccounts: Array<{ id: number; name: string }>;
  allowableRoles: Role[];
  canSeeProtected: boolean;
};

const rolesGivenBy: Record<Role, Role[]> = {
  TRIMIN: [...roles],
  COUNTY: roles.filter((role) => role !== 'TRIMIN'),
  ACCOUNT: ['ACCOUNT', 'USER'],
  USER: [],
  GUEST: [],
};

/**
 * TRIMIN and COUNTY manage every account; an ACCOUNT administrator only its own; others none (002 §6,
 * DESIGN §8). Only TRIMIN and COUNTY see or set View Protected Documents.
 */
export async function callerScope(db: Queryable, session: { userId: string; role: string }): Promise<CallerScope> {
  const role = session.role as Role;
  const userId = Number(session.userId);
  const staff = countyStaffRoles.includes(role);
  const accounts =
    staff || role === 'ACCOUNT'
      ? await db.any(sql.unsafe`
          SELECT id, name FROM accounts
          ${staff ? sql.fragment`` : sql.fragment`WHERE id = (SELECT account_id FROM users WHERE id = ${userId})`}
          ORDER BY lower(name), id`)
      : [];
  return {
    role,
    userId,
    allowableAccounts: accounts.map((row) => ({ id: Number(row.id), name: String(row.name) })),
    allowableRoles: rolesGivenBy[role] ?? [],
    canSeeProtected: staff,
  };
}

export const noSuchUser = um.noSuchUser;

export const accountIdsOf = (scope: CallerScope) => scope.allowableAccounts.map((account) => account.id);

export function assertAccountInScope(scope: CallerScope, accountId: number): void {
  if (!accountIdsOf(scope).includes(accountId)) throw new UserFacingError(um.noAccessToAccount, 403);
}

/**
 * A manager reaches the users it could have made: of an allowable account and an allowable user type, so an
 * account administrator cannot reset the password of county staff filed under its account, nor COUNTY TRIMIN's.
 * Any other user is answered as if there were none, so ids cannot be used to learn who exists.
 */
export function assertUserInScope(scope: CallerScope, user: { accountId: number; role: Role }): void {
  if (!accountIdsOf(scope).includes(user.accountId) || !scope.allowableRoles.includes(user.role))
    throw new UserFacingError(noSuchUser, 404);
}

export function assertRoleInScope(scope: CallerScope, role: Role): void {
  if (!scope.allowableRoles.includes(role)) throw new UserFacingError(um.roleNotAllowed, 403);
}
