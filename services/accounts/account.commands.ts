import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { AccountDocType, AccountFields, PageAccess } from '@landrecords/contracts/accounts/account';
import type { AccountStatus } from '@landrecords/contracts/codes';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { sql } from '@landrecords/projections/platform/database';
import { changeStatusOfAccountUsers, deleteUsersOfAccount } from '../users/index';
import {
  decideChange,
  decideCreate,
  decideDelete,
  decideDocTypes,
  decideFlatFeeUsage,
  decidePageAccess,
  decideStatus,
  decideTasksCleared,
  decideTasksMarked,
  type TaskMarks,
} from './account.decide';
import type { AccountEvent, AccountState } from './account.events';
import { decideOnAccount } from './ledger';

type Db = DatabasePool | DatabaseTransactionConnection;

/** A command on the account's settings, decided on the account stream's one state (see decideOnAccount). */
const onAccount = (
  db: Db,
  accountId: number,
  decide: (state: AccountState) => AccountEvent[],
  metadata: EventMetadata,
) => decideOnAccount(db, accountId, metadata, (ledger) => ({ events: decide(ledger.account), result: null }));

export async function createAccount(db: Db, fields: AccountFields, metadata: EventMetadata): Promise<number> {
  const accountId = Number(await db.oneFirst(sql.unsafe`SELECT nextval('account_ids')`));
  await onAccount(db, accountId, (state) => decideCreate(state, accountId, fields), metadata);
  return accountId;
}

export const changeAccount = (db: Db, accountId: number, fields: AccountFields, metadata: EventMetadata) =>
  onAccount(db, accountId, (state) => decideChange(state, fields), metadata);

/** Activating or deactivating an account does the same to its users, in one transaction (002 §4). */
export const changeAccountStatus = (db: Db, accountId: number, status: AccountStatus, metadata: EventMetadata) =>
  db.transaction(async (tx) => {
    const result = await onAccount(tx, accountId, (state) => decideStatus(state, status), metadata);
    const users = await changeStatusOfAccountUsers(tx, accountId, status, metadata);
    return { ...result, users };
  });

/** Deleting an account deletes its users with it. */
export const deleteAccount = (db: Db, accountId: number, metadata: EventMetadata) =>
  db.transaction(async (tx) => {
    await onAccount(tx, accountId, decideDelete, metadata);
    return deleteUsersOfAccount(tx, accountId, metadata);
  });

export const setAccountDocTypes = (db: Db, accountId: number, docTypes: AccountDocType[], metadata: EventMetadata) =>
  onAccount(db, accountId, (state) => decideDocTypes(state, docTypes), metadata);

export const setAccountPageAccess = (db: Db, accountId: number, access: PageAccess, metadata: EventMetadata) =>
  onAccount(db, accountId, (state) => decidePageAccess(state, access), metadata);

export const setFlatFeeUsage = (db: Db, accountId: number, imagesRemaining: number, metadata: EventMetadata) =>
  onAccount(db, accountId, (state) => decideFlatFeeUsage(state, imagesRemaining), metadata);

export const markAccountTasks = (db: Db, accountId: number, marks: TaskMarks, metadata: EventMetadata) =>
  onAccount(db, accountId, (state) => decideTasksMarked(state, marks), metadata);

export const clearAccountTasks = (db: Db, accountId: number, metadata: EventMetadata) =>
  onAccount(db, accountId, decideTasksCleared, metadata);
