import type { AccountDocType, AccountFields, PageAccess } from '@landrecords/contracts/accounts/account';
import type { AccountStatus } from '@landrecords/contracts/codes';
import { UserFacingError } from '../platform/http/errors';
import type { AccountEvent, AccountState } from './account.events';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';

type ExistingAccount = Extract<AccountState, { exists: true }>;

export function existingAccount(state: AccountState): ExistingAccount {
  if (!state.exists || state.deleted) throw new UserFacingError(am.noSuchAccount, 404);
  return state;
}

/** On an inactive account these stay as they are (002 §4). */
const lockedWhenInactive: readonly (keyof AccountFields)[] = [
  'accountType',
  'paymentMethod',
  'monthlyFee',
  'flatFeeRateLevel',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'email',
];

export function decideCreate(state: AccountState, accountId: number, fields: AccountFields): AccountEvent[] {
  if (state.exists) throw new UserFacingError(am.exists, 409);
  return [{ type: 'AccountCreated', data: { ...fields, accountId } }];
}

export function decideChange(state: AccountState, fields: AccountFields): AccountEvent[] {
  const account = existingAccount(state);
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => account[field as keyof AccountFields] !== value),
  ) as Partial<AccountFields>;
  if (account.status !== 'A') {
    const locked = lockedWhenInactive.filter((field) => field in changes);
    if (locked.length > 0) {
      throw new UserFacingError(am.inactive);
    }
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'AccountChanged', data: { accountId: account.accountId, changes } }];
}

export function decideStatus(state: AccountState, status: AccountStatus): AccountEvent[] {
  const account = existingAccount(state);
  if (account.status === status) return [];
  return [{ type: 'AccountStatusChanged', data: { accountId: account.accountId, status } }];
}

export function decideDelete(state: AccountState): AccountEvent[] {
  return [{ type: 'AccountDeleted', data: { accountId: existingAccount(state).accountId } }];
}

export function decideDocTypes(state: AccountState, docTypes: AccountDocType[]): AccountEvent[] {
  return [{ type: 'AccountDocTypesSet', data: { accountId: existingAccount(state).accountId, docTypes } }];
}

export function decidePageAccess(state: AccountState, access: PageAccess): AccountEvent[] {
  return [{ type: 'AccountPageAccessSet', data: { accountId: existingAccount(state).accountId, access } }];
}

/** The flat-fee usage override (002 §3): only a FLAT_FEE account has images to set. */
export function decideFlatFeeUsage(state: AccountState, imagesRemaining: number): AccountEvent[] {
  const account = existingAccount(state);
  if (account.accountType !== 'FLAT_FEE') throw new UserFacingError(am.notFlatFee);
  if (account.imagesRemaining === imagesRemaining) return [];
  return [{ type: 'AccountFlatFeeUsageSet', data: { accountId: account.accountId, imagesRemaining } }];
}

export type TaskMarks = { billedAt?: string; imagesRenewedAt?: string; tasksRunAt?: string; imagesRemaining?: number };

export function decideTasksMarked(state: AccountState, marks: TaskMarks): AccountEvent[] {
  return [{ type: 'AccountTasksMarked', data: { accountId: existingAccount(state).accountId, ...marks } }];
}

export function decideTasksCleared(state: AccountState): AccountEvent[] {
  return [{ type: 'AccountTasksCleared', data: { accountId: existingAccount(state).accountId } }];
}
