import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { roles } from '@landrecords/contracts/codes';
import { givenAccount } from '../../tests/support/accounts';
import { freshDatabase, type TestDatabase } from '../../tests/support/database';
import { givenUser } from '../../tests/support/people';
import { callerScope } from './scope';

let db: TestDatabase;
let zeta: number;
let alpha: number;
let adminId: number;
beforeAll(async () => {
  db = await freshDatabase();
  zeta = await givenAccount(db.pool, { name: 'Zeta Surveying' });
  alpha = await givenAccount(db.pool, { name: 'alpha Title' });
  adminId = await givenUser(db.pool, { username: 'zeta.admin01', role: 'ACCOUNT', accountId: zeta });
});
afterAll(async () => {
  await db.drop();
});

describe('callerScope (002 §6)', () => {
  it('gives TRIMIN every account and every user type, and protected documents', async () => {
    expect(await callerScope(db.pool, { userId: '1', role: 'TRIMIN' })).toMatchObject({
      allowableAccounts: [
        { id: alpha, name: 'alpha Title' },
        { id: zeta, name: 'Zeta Surveying' },
      ],
      allowableRoles: [...roles],
      canSeeProtected: true,
    });
  });

  it('gives COUNTY every account and every user type but TRIMIN', async () => {
    const scope = await callerScope(db.pool, { userId: '2', role: 'COUNTY' });
    expect(scope.allowableAccounts.map((account) => account.id)).toEqual([alpha, zeta]);
    expect(scope.allowableRoles).toEqual(['COUNTY', 'ACCOUNT', 'USER', 'GUEST']);
    expect(scope.canSeeProtected).toBe(true);
  });

  it('gives an account administrator its own account, ACCOUNT and USER, and no protected documents', async () => {
    expect(await callerScope(db.pool, { userId: String(adminId), role: 'ACCOUNT' })).toEqual({
      role: 'ACCOUNT',
      userId: adminId,
      allowableAccounts: [{ id: zeta, name: 'Zeta Surveying' }],
      allowableRoles: ['ACCOUNT', 'USER'],
      canSeeProtected: false,
    });
  });

  it('gives USER and GUEST, and an account administrator with no users row, nothing', async () => {
    for (const role of ['USER', 'GUEST'])
      expect(await callerScope(db.pool, { userId: String(adminId), role })).toMatchObject({
        allowableAccounts: [],
        allowableRoles: [],
        canSeeProtected: false,
      });
    expect((await callerScope(db.pool, { userId: '999999', role: 'ACCOUNT' })).allowableAccounts).toEqual([]);
  });
});
