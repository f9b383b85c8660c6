import { describe, expect, it } from '@jest/globals';
import type { Role } from '@landrecords/contracts/codes';
import { assertAccountInScope, assertRoleInScope, assertUserInScope, type CallerScope } from './scope';

const titleAdmin: CallerScope = {
  role: 'ACCOUNT',
  userId: 40,
  allowableAccounts: [{ id: 12, name: 'Marianas Title' }],
  allowableRoles: ['ACCOUNT', 'USER'],
  canSeeProtected: false,
};

const refusal = (check: () => void) => {
  try {
    check();
    return undefined;
  } catch (error) {
    return { message: (error as Error).message, statusCode: (error as { statusCode?: number }).statusCode };
  }
};

describe('the caller’s scope', () => {
  it('reaches a user of an allowable account and user type', () => {
    expect(refusal(() => assertUserInScope(titleAdmin, { accountId: 12, role: 'USER' }))).toBeUndefined();
  });

  it.each<[{ accountId: number; role: Role }, string]>([
    [{ accountId: 13, role: 'USER' }, 'another account'],
    [{ accountId: 12, role: 'COUNTY' }, 'county staff filed under its own account'],
  ])('answers %j (%s) as a missing user: 404', (user) => {
    expect(refusal(() => assertUserInScope(titleAdmin, user))).toEqual({
      message: 'There is no such user.',
      statusCode: 404,
    });
  });

  it('refuses accounts and user types outside it with 403', () => {
    expect(refusal(() => assertAccountInScope(titleAdmin, 12))).toBeUndefined();
    expect(refusal(() => assertAccountInScope(titleAdmin, 13))).toEqual({
      message: 'You do not have access to this account.',
      statusCode: 403,
    });
    expect(refusal(() => assertRoleInScope(titleAdmin, 'USER'))).toBeUndefined();
    expect(refusal(() => assertRoleInScope(titleAdmin, 'GUEST'))).toEqual({
      message: 'You may not give this user type.',
      statusCode: 403,
    });
  });
});
