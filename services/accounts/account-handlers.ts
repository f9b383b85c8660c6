import type { FastifyRequest } from 'fastify';
import { blankAccountFields, type AccountForm, type AccountRecord } from '@landrecords/contracts/accounts/account';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { changeAccount, changeAccountStatus, createAccount, deleteAccount } from './account.commands';
import { findAccount } from '@landrecords/projections/accounts/index';

/**
 * What the control panel's calls and the REST resource both do to an account: one place for the logic,
 * two ways in (002 §7 and react-admin).
 */
export async function saveAccount(
  pool: DatabasePool,
  request: FastifyRequest,
  form: AccountForm,
): Promise<AccountRecord> {
  const { id, ...fields } = form;
  const metadata = metadataOf(request);
  const accountId = id === 0 ? await createAccount(pool, fields, metadata) : id;
  if (id !== 0) await changeAccount(pool, id, fields, metadata);
  return (await findAccount(pool, accountId))!;
}

export async function toggleAccountStatus(pool: DatabasePool, request: FastifyRequest, accountId: number) {
  const account = await findAccount(pool, accountId);
  if (!account) throw new UserFacingError('There is no such account.', 404);
  const status = account.status === 'A' ? 'I' : 'A';
  const result = await changeAccountStatus(pool, accountId, status, metadataOf(request));
  const verb = status === 'A' ? 'activated' : 'deactivated';
  return {
    status,
    message: `Account ${account.name} and ${result.users} user${result.users === 1 ? '' : 's'} ${verb}.`,
  };
}

export async function removeAccount(pool: DatabasePool, request: FastifyRequest, accountId: number) {
  const account = await findAccount(pool, accountId);
  if (!account) throw new UserFacingError('There is no such account.', 404);
  const users = await deleteAccount(pool, accountId, metadataOf(request));
  return { account, message: `Account ${account.name} and ${users} user${users === 1 ? '' : 's'} deleted.` };
}

/** A new account's form: the spec's defaults (002 §9). */
export const newAccountTemplate = () => ({ id: 0, ...blankAccountFields(), status: 'A' });
