import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { AccountDocType, AccountFields, PageAccess } from '@landrecords/contracts/accounts/account';
import type { AccountStatus } from '@landrecords/contracts/codes';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { accountsProjection } from '@landrecords/projections/accounts/index';
import { handleCommand, type Aggregate } from '../platform/commands/handle-command';
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
import { accountStreamId, evolveAccount, initialAccountState, type AccountState } from './account.events';

type Db = DatabasePool | DatabaseTransactionConnection;

export const accountAggregate = (accountId: number): Aggregate<AccountState> => ({
  streamId: accountStreamId(accountId),
  initialState: initialAccountState,
  evolve: evolveAccount,
  projections: [accountsProjection],
});

export async function createAccount(db: Db, fields: AccountFields, metadata: EventMetadata): Promise<number> {
  const accountId = Number(await db.oneFirst(sql.unsafe`SELECT nextval('account_ids')`));
  await handleCommand(db, accountAggregate(accountId), (state) => decideCreate(state, accountId, fields), metadata);
  return accountId;
}

export const changeAccount = (db: Db, accountId: number, fields: AccountFields, metadata: EventMetadata) =>
  handleCommand(db, accountAggregate(accountId), (state) => decideChange(state, fields), metadata);

/** Activating or deactivating an account does the same to its users, in one transaction (002 §4). */
export const changeAccountStatus = (db: Db, accountId: number, status: AccountStatus, metadata: EventMetadata) =>
  db.transaction(async (tx) => {
    const result = await handleCommand(
      tx,
      accountAggregate(accountId),
      (state) => decideStatus(state, status),
      metadata,
    );
    const users = await changeStatusOfAccountUsers(tx, accountId, status, metadata);
    return { ...result, users };
  });

/** Deleting an account deletes its users with it. */
export const deleteAccount = (db: Db, accountId: number, metadata: EventMetadata) =>
  db.transaction(async (tx) => {
    await handleCommand(tx, accountAggregate(accountId), decideDelete, metadata);
    return deleteUsersOfAccount(tx, accountId, metadata);
  });

export const setAccountDocTypes = (db: Db, accountId: number, docTypes: AccountDocType[], metadata: EventMetadata) =>
  handleCommand(db, accountAggregate(accountId), (state) => decideDocTypes(state, docTypes), metadata);

export const setAccountPageAccess = (db: Db, accountId: number, access: PageAccess, metadata: EventMetadata) =>
  handleCommand(db, accountAggregate(accountId), (state) => decidePageAccess(state, access), metadata);

export const setFlatFeeUsage = (db: Db, accountId: number, imagesRemaining: number, metadata: EventMetadata) =>
  handleCommand(db, accountAggregate(accountId), (state) => decideFlatFeeUsage(state, imagesRemaining), metadata);

export const markAccountTasks = (db: Db, accountId: number, marks: TaskMarks, metadata: EventMetadata) =>
  handleCommand(db, accountAggregate(accountId), (state) => decideTasksMarked(state, marks), metadata);

export const clearAccountTasks = (db: Db, accountId: number, metadata: EventMetadata) =>
  handleCommand(db, accountAggregate(accountId), decideTasksCleared, metadata);
