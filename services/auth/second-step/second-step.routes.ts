import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { secondStepMessages as sm } from '@landrecords/contracts/auth/messages';
import { readSection } from '@landrecords/projections/config/index';
import {
  enrolmentRequestSchema,
  enrolPayloadSchema,
  secondStepPayloadSchema,
  type EnrolmentRequest,
  type EnrolPayload,
  type SecondStepPayload,
} from '@landrecords/contracts/auth/second-step';
import type { Message } from '@landrecords/contracts/message';
import { failure, success } from '../../platform/http/envelope';
import { metadataOf } from '../../platform/http/request-metadata';
import { enrolSecondFactor, useRecoveryCode } from '../../users/index';
import { currentUserOf } from '../current-user';
import { startSignedInSession } from '../login.routes';
import { signInRateLimit } from '../rate-limit';
import { completeSignIn } from '../sign-in';
import { signInThrottle } from '../sign-in-throttle';
import { newRecoveryCodes, recoveryCodeHash, recoveryCodeIndex } from './recovery-codes';
import { openSecret, sealSecret, secondFactorKey } from './secret-box';
import { signInCredentialsOf, type SignInCredentials } from '@landrecords/projections/users/index';
import {
  claimStep,
  countWrongCode,
  keepPendingSecret,
  liveTicket,
  useSecondStepTicket,
  type LiveTicket,
} from './tickets';
import { groupedForTyping, newTotpSecret, otpauthUriOf, stepOfCode } from './totp';

/**
 * The second step of a sign-in (issue 28): the code for a 'verify' ticket, and for an 'enrol' ticket the new
 * secret (QR code) and the first code that proves the app holds it. Each success starts the session as login
 * does. No session is needed: the ticket is the proof of the password.
 */
export async function secondStepRoutes(app: FastifyInstance): Promise<void> {
  const { pool, config } = app.ctx;
  const throttle = signInThrottle(app.ctx.redis, config.QUEUE_PREFIX);
  // Read (or made) at the first use, so an API that never asks for a second step never writes a key file.
  let keyRead: Buffer | undefined;
  const keyOf = () => (keyRead ??= secondFactorKey(config));
  const issuer = config.PUBLIC_URL ? `Land Records (${new URL(config.PUBLIC_URL).hostname})` : 'Land Records';
  const limits = { config: signInRateLimit(app) };

  /** A sealed secret this key cannot open (SECOND_FACTOR_KEY changed or lost): no code matches, and the log says why. */
  const opened = (sealed: string, userId: number) => {
    try {
      return openSecret(keyOf(), sealed);
    } catch {
      app.log.error({ userId }, 'a second-factor secret cannot be opened with this SECOND_FACTOR_KEY: reset the user');
      return null;
    }
  };

  const refuse = (reply: FastifyReply, message: Message, statusCode = 401) =>
    reply.code(statusCode).send(failure(message));

  /** The ticket's user while both are good: the ticket live and of this kind, the user still active. */
  async function holderOf(ticketText: string, kind: LiveTicket['kind']) {
    const ticket = await liveTicket(pool, ticketText);
    if (!ticket || ticket.kind !== kind) return null;
    const user = await signInCredentialsOf(pool, ticket.userId);
    if (!user || user.status !== 'A') return null;
    return { ticket, user };
  }

  /** A wrong code: one of the ticket's five spent, and a failure of the name, so the waits keep growing. */
  async function wrongCode(reply: FastifyReply, ticketText: string, user: SignInCredentials, message: Message) {
    await countWrongCode(pool, ticketText);
    await throttle.fail(user.username, (await readSection(pool, 'userAccess')).loginAttemptsWindow);
    return refuse(reply, message);
  }

  /** The event metadata of what the ticket's user does in this request. */
  const asUser = (request: FastifyRequest, user: SignInCredentials) =>
    metadataOf(request, { userId: String(user.id), username: user.username, role: user.role });

  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: SignInCredentials, ticket: LiveTicket) {
    await completeSignIn(pool, throttle, user, ticket.language, asUser(request, user));
    await startSignedInSession(app, request, reply, { userId: user.id, username: user.username, role: user.role });
    return currentUserOf(pool, user.id);
  }

  app.post<{ Body: SecondStepPayload }>(
    '/auth/secondStep',
    { schema: { body: secondStepPayloadSchema }, ...limits },
    async (request, reply) => {
      const { ticket: ticketText, code } = request.body;
      const holder = await holderOf(ticketText, 'verify');
      if (!holder || holder.user.secret === null) return refuse(reply, sm.signInAgain);
      const { ticket, user } = holder;

      const secret = opened(holder.user.secret, user.id);
      const step = secret === null ? null : stepOfCode(secret, code);
      if (step !== null) {
        if (!(await claimStep(pool, user.id, step))) return wrongCode(reply, ticketText, user, sm.codeUsed);
        if (!(await useSecondStepTicket(pool, ticketText))) return refuse(reply, sm.signInAgain);
        return success(await signedIn(request, reply, user, ticket));
      }

      const codeIndex = recoveryCodeIndex(keyOf(), user.recoveryCodeHashes, code);
      if (codeIndex === null) return wrongCode(reply, ticketText, user, sm.wrongCode);
      if (!(await useSecondStepTicket(pool, ticketText))) return refuse(reply, sm.signInAgain);
      await useRecoveryCode(pool, user.id, codeIndex, asUser(request, user));
      const left = user.recoveryCodeHashes.filter((hash) => hash !== null).length - 1;
      return success(await signedIn(request, reply, user, ticket), sm.recoveryCodeUsed({ count: left }));
    },
  );

  app.post<{ Body: EnrolmentRequest }>(
    '/auth/secondStep/enrolment',
    { schema: { body: enrolmentRequestSchema }, ...limits },
    async (request, reply) => {
      const holder = await holderOf(request.body.ticket, 'enrol');
      if (!holder) return refuse(reply, sm.signInAgain);
      if (holder.user.secret !== null) return refuse(reply, sm.notForEnrolment, 409);
      // Kept with the ticket the first time; asked again (a reload), the same secret is answered.
      const sealed = await keepPendingSecret(pool, request.body.ticket, sealSecret(keyOf(), newTotpSecret()));
      if (sealed === null) return refuse(reply, sm.signInAgain);
      const secret = opened(sealed, holder.user.id);
      if (secret === null) return refuse(reply, sm.signInAgain);
      const otpauthUri = otpauthUriOf(secret, issuer, holder.user.username);
      const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return success({
        secret: groupedForTyping(secret),
        otpauthUri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      });
    },
  );

  app.post<{ Body: EnrolPayload }>(
    '/auth/secondStep/enrol',
    { schema: { body: enrolPayloadSchema }, ...limits },
    async (request, reply) => {
      const { ticket: ticketText, code } = request.body;
      const holder = await holderOf(ticketText, 'enrol');
      if (!holder || holder.ticket.pendingSecret === null) return refuse(reply, sm.signInAgain);
      const { ticket, user } = holder;
      if (user.secret !== null) return refuse(reply, sm.notForEnrolment, 409);

      const sealed = holder.ticket.pendingSecret!;
      const secret = opened(sealed, user.id);
      if (secret === null) return refuse(reply, sm.signInAgain);
      const step = stepOfCode(secret, code);
      if (step === null) return wrongCode(reply, ticketText, user, sm.wrongCode);
      if (!(await claimStep(pool, user.id, step))) return wrongCode(reply, ticketText, user, sm.codeUsed);
      if (!(await useSecondStepTicket(pool, ticketText))) return refuse(reply, sm.signInAgain);

      const recoveryCodes = newRecoveryCodes();
      const hashes = recoveryCodes.map((recoveryCode) => recoveryCodeHash(keyOf(), recoveryCode));
      await enrolSecondFactor(pool, user.id, sealed, hashes, asUser(request, user));
      const current = await signedIn(request, reply, user, ticket);
      return success({ user: current, recoveryCodes }, sm.enrolled);
    },
  );
}
