import type { FastifyRequest } from 'fastify';
import { blankAccountFields, type AccountForm, type AccountRecord } from '@landrecords/contracts/accounts/account';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { changeAccount, changeAccountStatus, createAccount, deleteAccount } from './account.commands';
import { findAccount } from '@landrecords/projections/accounts/index';
import { accountAdminMessages as am } from '@landrecords/contracts/accounts/messages';

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
  if (!account) throw new UserFacingError(am.noSuchAccount, 404);
  const status = account.status === 'A' ? 'I' : 'A';
  const result = await changeAccountStatus(pool, accountId, status, metadataOf(request));
  const done = status === 'A' ? am.activated : am.deactivated;
  return { status, message: done({ name: account.name, count: result.users }) };
}

export async function removeAccount(pool: DatabasePool, request: FastifyRequest, accountId: number) {
  const account = await findAccount(pool, accountId);
  if (!account) throw new UserFacingError(am.noSuchAccount, 404);
  const users = await deleteAccount(pool, accountId, metadataOf(request));
  return { account, message: am.deleted({ name: account.name, count: users }) };
}

/** A new account's form: the spec's defaults (002 §9). */
export const newAccountTemplate = () => ({ id: 0, ...blankAccountFields(), status: 'A' });
