import type { FastifyRequest } from 'fastify';
import { purchaseMessages as m } from '@landrecords/contracts/purchases/messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import type { PurchaseOwner, PurchaseRecord } from '@landrecords/projections/purchases/index';
import { UserFacingError } from '../platform/http/errors';

/** Whose purchases the caller sees: an account administrator (ACCOUNT) its account's, anyone else its own. */
export type Viewer = { scope: 'USER' | 'ACCOUNT'; owner: PurchaseOwner };

/** The signed-in caller as a viewer of purchases: a user of an account, never GUEST (one user for everyone). */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = callerOfRequest(request).user;
  if (user?.role === 'GUEST') throw new UserFacingError(m.guestsHaveNone, 403);
  if (!user || user.status !== 'A' || !user.accountId) throw new UserFacingError(m.noAccount, 403);
  if (user.role === 'ACCOUNT') return { scope: 'ACCOUNT', owner: { accountId: user.accountId } };
  return { scope: 'USER', owner: { accountId: user.accountId, userId: user.id } };
}

/** A purchase the viewer may have: its own, or its account's for the account administrator. */
export function mayHave(viewer: Viewer, purchase: PurchaseRecord): boolean {
  if (purchase.accountId !== viewer.owner.accountId) return false;
  return viewer.owner.userId === undefined || purchase.userId === viewer.owner.userId;
}
