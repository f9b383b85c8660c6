import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  alertSubscribeSchema,
  alertTokenSchema,
  type AlertConfirmAnswer,
  type AlertSettings,
  type AlertSubscribe,
} from '@landrecords/contracts/alerts/api';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { alertSubscriberByToken, alertWatchesOf } from '@landrecords/projections/alerts/index';
import { readSection } from '@landrecords/projections/config/index';
import type { Envelope } from '@landrecords/contracts/envelope';
import { success } from '../platform/http/envelope';
import { UserFacingError } from '../platform/http/errors';
import { useRateLimit } from '../platform/http/rate-limit';
import { metadataOf } from '../platform/http/request-metadata';
import { parseOrReject } from '../platform/http/validation';
import { sendMail } from '../platform/mail/mail.job';
import { confirmationMail } from './confirmation-mail';
import { mayMailAddress } from './mail-limit';
import { confirmSubscription, requestSubscription, unsubscribe } from './subscriber.commands';
import { maskedEmail, tokenHash } from './tokens';

/** Subscribe requests one client address may make in an hour; confirm and unsubscribe calls in ten minutes. */
export const SUBSCRIBES_PER_HOUR = 10;
export const TOKEN_CALLS_PER_10_MINUTES = 30;

export const alertsOffered = async (request: FastifyRequest) =>
  (await readSection(request.server.ctx.pool, 'propertyAlerts')).enabled;

async function requireOffered(request: FastifyRequest) {
  if (!(await alertsOffered(request))) throw new UserFacingError(m.notOffered, 403);
}

/**
 * The unsubscribe token of a JSON body `{ token }`, or of the RFC 8058 one-click POST a mail client sends to the
 * email's List-Unsubscribe address (`List-Unsubscribe=One-Click` as a form, the token in the query).
 */
function unsubscribeTokenOf(request: FastifyRequest): { token: string; oneClick: boolean } {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const oneClick = body['List-Unsubscribe'] === 'One-Click';
  const { token } = parseOrReject(alertTokenSchema, { token: body.token ?? query.token });
  return { token, oneClick };
}

/** alerts/settings, subscribe, confirm and unsubscribe: public, rate-limited by client address. */
export async function alertPublicRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;
  await useRateLimit(app, m.tooManyRequests);
  // The one-click unsubscribe's form body (RFC 8058), for these routes only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // RFC 8058 also allows multipart/form-data: its one field is read as text (the token is in the query).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, /name="List-Unsubscribe"\s+One-Click/.test(String(body)) ? { 'List-Unsubscribe': 'One-Click' } : {});
  });
  const tokenCalls = { rateLimit: { max: TOKEN_CALLS_PER_10_MINUTES, timeWindow: '10 minutes' } };

  app.get('/alerts/settings', async (request, reply): Promise<Envelope<AlertSettings>> => {
    reply.header('cache-control', 'no-cache');
    return success({ enabled: await alertsOffered(request) });
  });

  app.post<{ Body: AlertSubscribe }>(
    '/alerts/subscribe',
    {
      schema: { body: alertSubscribeSchema },
      config: { rateLimit: { max: SUBSCRIBES_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      await requireOffered(request);
      const { email, language, frequency, watches } = request.body;
      if (!(await mayMailAddress(app.ctx, email))) throw new UserFacingError(m.tooManyEmails, 429);
      const { token } = await requestSubscription(pool, { email, language, frequency, watches }, metadataOf(request));
      const { countyName } = await readSection(pool, 'common');
      await sendMail(app.ctx, confirmationMail(app.ctx.config, { email, language, countyName }, watches, token));
      request.log.info({ to: maskedEmail(email), watches: watches.length }, 'alert subscription requested');
      // The same answer for a new, waiting or confirmed address: the page tells no one who subscribed.
      return success(null, m.checkYourEmail);
    },
  );

  app.post('/alerts/confirm', { config: tokenCalls }, async (request): Promise<Envelope<AlertConfirmAnswer>> => {
    await requireOffered(request);
    const { token } = parseOrReject(alertTokenSchema, request.body ?? {});
    const subscriber = await alertSubscriberByToken(pool, 'confirm', tokenHash(token));
    if (!subscriber) throw new UserFacingError(m.badToken, 400);
    const { state } = await confirmSubscription(pool, subscriber.id, token, metadataOf(request));
    const watches = (await alertWatchesOf(pool, [subscriber.id])).get(subscriber.id) ?? [];
    return success(
      {
        email: maskedEmail(state.email),
        frequency: state.frequency,
        watches: watches.filter((w) => w.status === 'ACTIVE'),
      },
      m.confirmed,
    );
  });

  app.post('/alerts/unsubscribe', { config: tokenCalls }, async (request): Promise<Envelope<null>> => {
    const { token, oneClick } = unsubscribeTokenOf(request);
    const subscriber = await alertSubscriberByToken(pool, 'unsubscribe', tokenHash(token));
    if (!subscriber) throw new UserFacingError(m.badToken, 400);
    await unsubscribe(pool, subscriber.id, oneClick ? 'ONE_CLICK' : 'LINK', null, metadataOf(request));
    return success(null, m.unsubscribed);
  });
}
