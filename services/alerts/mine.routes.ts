import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  alertFrequencyRequestSchema,
  type AlertFrequencyRequest,
  type AlertMine,
} from '@landrecords/contracts/alerts/api';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { watchSchema, type Watch } from '@landrecords/contracts/alerts/watch';
import type { Envelope } from '@landrecords/contracts/envelope';
import { roles } from '@landrecords/contracts/codes';
import { alertSubscriberById, alertWatchesOf } from '@landrecords/projections/alerts/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { z } from 'zod';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { metadataOf } from '../platform/http/request-metadata';
import { signedIn } from '../platform/sessions/plugin';
import { findUser } from '../users/index';
import { alertsOffered } from './public.routes';
import { addAccountWatch, changeFrequency, removeWatch, unsubscribe } from './subscriber.commands';
import type { Actor } from './subscriber.decide';
import { subscriberIdOf } from './tokens';

const watchParams = z.object({ id: z.uuid() });

/** The caller and their account's address (verified when the account was made): whose alerts these are. */
async function holderOf(request: FastifyRequest) {
  const session = request.session!;
  const user = await findUser(request.server.ctx.pool, Number(session.userId));
  if (!user || !user.email) throw new UserFacingError(m.noSuchPerson, 404);
  const by: Actor = { userId: user.id, username: user.username, role: session.role };
  return { by, email: user.email.toLowerCase(), language: user.language, subscriberId: subscriberIdOf(user.email) };
}

async function mineOf(pool: DatabasePool, email: string, subscriberId: string): Promise<AlertMine> {
  const subscriber = await alertSubscriberById(pool, subscriberId);
  if (!subscriber) return { email, subscription: null };
  const watches = (await alertWatchesOf(pool, [subscriberId])).get(subscriberId) ?? [];
  const { id, status, frequency, language } = subscriber;
  return { email, subscription: { id, status, frequency, language, watches } };
}

async function mineRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.get('/alerts/mine', async (request): Promise<Envelope<AlertMine>> => {
    const { email, subscriberId } = await holderOf(request);
    return success(await mineOf(pool, email, subscriberId));
  });

  app.post<{ Body: Watch }>('/alerts/mine/watches', { schema: { body: watchSchema } }, async (request) => {
    if (!(await alertsOffered(request))) throw new UserFacingError(m.notOffered, 403);
    const { by, email, language, subscriberId } = await holderOf(request);
    await addAccountWatch(pool, { email, language }, request.body, by, metadataOf(request));
    return success(await mineOf(pool, email, subscriberId), m.watchAdded);
  });

  app.delete('/alerts/mine/watches/:id', async (request) => {
    const parsed = watchParams.safeParse(request.params);
    if (!parsed.success) throw new UserFacingError(m.noSuchWatch, 404);
    const { by, email, subscriberId } = await holderOf(request);
    await removeWatch(pool, subscriberId, parsed.data.id, by, metadataOf(request));
    return success(await mineOf(pool, email, subscriberId), m.watchRemoved);
  });

  app.put<{ Body: AlertFrequencyRequest }>(
    '/alerts/mine/frequency',
    { schema: { body: alertFrequencyRequestSchema } },
    async (request) => {
      const { by, email, subscriberId } = await holderOf(request);
      await changeFrequency(pool, subscriberId, request.body.frequency, by, metadataOf(request));
      return success(await mineOf(pool, email, subscriberId), m.frequencySaved);
    },
  );

  app.post('/alerts/mine/unsubscribe', async (request) => {
    const { by, email, subscriberId } = await holderOf(request);
    await unsubscribe(pool, subscriberId, 'ACCOUNT', by, metadataOf(request));
    return success(await mineOf(pool, email, subscriberId), m.unsubscribed);
  });
}

/** A signed-in user's own alerts, on their account's address; not the shared GUEST sign-in. */
export async function alertMineRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signedIn([mineRoutes], ...roles.filter((role) => role !== 'GUEST')));
}
