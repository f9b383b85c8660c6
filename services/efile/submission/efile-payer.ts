import type { FastifyRequest } from 'fastify';
import type { PaymentMethod, Role } from '@landrecords/contracts/codes';
import { efileMessages } from '@landrecords/contracts/efile/messages';
import { efileSubmissionMessages as m } from '@landrecords/contracts/efile/submission-messages';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { readSection } from '@landrecords/projections/config/index';
import { UserFacingError } from '../../platform/http/errors';
import { uploadedEfileImage, type UploadedEfileImage } from '../upload/index';
import { efilePaymentMethod } from '../upload/efile-charges';

/**
 * Who pays for an e-file: an account's active user as the account pays (escrow, invoice or card), anyone else
 * (anonymous, a guest, a user without an active account) by card, as the upload priced it.
 */
export type EfilePayer =
  | { kind: 'CARD_VISITOR' }
  | { kind: 'ACCOUNT_USER'; userId: number; role: Role; accountId: number; method: PaymentMethod };

export function payerOf(request: FastifyRequest): EfilePayer {
  const caller = request.sessionContext ? callerOfRequest(request) : null;
  const user = caller?.user;
  if (!caller || !user || user.status !== 'A' || user.role === 'GUEST' || !user.account)
    return { kind: 'CARD_VISITOR' };
  return {
    kind: 'ACCOUNT_USER',
    userId: user.id,
    role: user.role,
    accountId: user.accountId,
    method: efilePaymentMethod(caller),
  };
}

/** The county's efile section: the caller's configuration, or the stored one for an anonymous filer. */
export async function countyEfileOf(request: FastifyRequest) {
  if (request.sessionContext) return callerOfRequest(request).county.efile;
  return readSection(request.server.ctx.pool, 'efile');
}

/** E-file must be on for any of its calls. */
export async function requireEfileOn(request: FastifyRequest) {
  const efile = await countyEfileOf(request);
  if (!efile.efile) throw new UserFacingError(efileMessages.efileOff, 403);
  return efile;
}

/**
 * The upload the payer may submit or pay for: an account user's own upload, priced by the way the account pays
 * now; a card visitor's one priced for a card. Anything else is as if it did not exist.
 */
export async function uploadFor(
  request: FastifyRequest,
  payer: EfilePayer,
  imageId: string,
): Promise<UploadedEfileImage> {
  const upload = await uploadedEfileImage(request.server.ctx.pool, imageId);
  if (!upload) throw new UserFacingError(efileMessages.noSuchImage, 404);
  if (payer.kind === 'ACCOUNT_USER') {
    if (upload.uploadedBy?.userId !== payer.userId) throw new UserFacingError(m.notYours, 404);
    if (upload.charges.paymentMethod !== payer.method) throw new UserFacingError(m.chargesChanged, 400);
  } else if (upload.charges.paymentMethod !== 'CREDIT_CARD') {
    throw new UserFacingError(m.notYours, 404);
  }
  return upload;
}

/** Whether the payment is a card's: a visitor's, or a card account's. */
export const paysByCard = (payer: EfilePayer) => payer.kind === 'CARD_VISITOR' || payer.method === 'CREDIT_CARD';
