import type { FastifyRequest } from 'fastify';
import { secondStepMessages } from '@landrecords/contracts/auth/messages';
import type { Queryable } from '@landrecords/projections/platform/database';
import { metadataOf } from '../platform/http/request-metadata';
import type { CallerScope } from './scope';
import { resetSecondFactor } from './user.commands';
import { userInScope } from './user-handlers';

/**
 * Removes a user's second factor (a lost phone), recorded with who did it; the user enrols again at its next
 * sign-in where the county requires the second step. Only a user within the caller's scope (the user manager's
 * rules: TRIMIN and COUNTY anyone, an ACCOUNT administrator its own account's users); another is "no such user".
 */
export async function resetUserSecondFactor(
  db: Queryable,
  request: FastifyRequest,
  scope: CallerScope,
  userId: number,
) {
  const user = await userInScope(db, scope, userId);
  await resetSecondFactor(db, user.id, metadataOf(request));
  return { message: secondStepMessages.reset };
}
