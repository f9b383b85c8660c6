import type { FastifyRequest } from 'fastify';
import type { Role } from '@landrecords/contracts/codes';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { UserFacingError } from '../platform/http/errors';

/** The signed-in user as a buyer: an active user of an active account. */
export function buyerIdentity(request: FastifyRequest): { userId: number; role: Role; accountId: number } {
  const user = callerOfRequest(request).user;
  if (!user || user.status !== 'A' || !user.account) throw new UserFacingError(m.noAccount, 403);
  // Guests share one user: a preauthorization or a balance of theirs would be everyone's.
  if (user.role === 'GUEST') throw new UserFacingError(m.guestsDoNotBuy, 403);
  return { userId: user.id, role: user.role, accountId: user.accountId };
}
