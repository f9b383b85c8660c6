import { randomUUID } from 'node:crypto';
import { clockIn } from '@landrecords/contracts/zone-clock';
import { readSection } from '@landrecords/projections/config/index';
import type { AppContext } from '../../platform/context';
import { publicUrl } from '../../platform/http/product';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { recordAlertBounce } from '../subscriber.commands';
import { alertUnsubscribeLinks } from '../unsubscribe-links';
import { alertMail, type AlertMailContext } from './alert-mail';
import {
  allPendingMatches,
  dailyDeliveryMade,
  lockSubscriber,
  markDelivery,
  markMatches,
  pendingMatches,
  recordDelivery,
  subscribersDue,
  takeUnsentDelivery,
  type Frequency,
  type StoredDelivery,
} from './deliveries.queries';

/** A delivery still SENDING after this long is tried again (its process died, or the mail server failed). */
export const RETRY_AFTER_SECONDS = 120;
/** Tries of one email before it is given up (FAILED). */
export const MAX_ATTEMPTS = 8;

export type AlertSendReport = { sent: number; bounced: number; retried: number; dropped: number };

const mailers = new WeakMap<AppContext, Mailer>();
const mailerOf = (app: AppContext) => {
  let mailer = mailers.get(app);
  if (!mailer) mailers.set(app, (mailer = createMailer(app.config, app.logger)));
  return mailer;
};

const dayOf = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** What every email of a county shares: its name, contact, links. */
async function mailSetting(app: AppContext) {
  const common = await readSection(app.pool, 'common');
  const site = publicUrl(app.config);
  const portal = `${site}${app.config.ROUTER_BASE_PATH.replace(/\/$/, '')}`;
  return {
    common,
    context: async (
      deliveryId: string,
      subscriber: { id: string; email: string; language: AlertMailContext['language'] },
    ) => {
      const unsubscribe = await alertUnsubscribeLinks(app, subscriber.id);
      return {
        deliveryId,
        to: subscriber.email,
        language: subscriber.language,
        countyName: common.countyName,
        contact: common.contactPhone || common.contactEmail,
        documentLink: (document) => `${portal}/externalsearch/documentnumber/${encodeURIComponent(document.docNumber)}`,
        unsubscribePage: unsubscribe.page,
        oneClickUrl: unsubscribe.oneClick,
        host: new URL(site).hostname,
      } satisfies AlertMailContext;
    },
  };
}

/**
 * One try of a written-down email. A permanent refusal (SMTP 5xx) counts a bounce on the subscriber (at the limit
 * they are BOUNCED and get nothing more); another failure leaves it SENDING for a later try.
 */
async function attempt(app: AppContext, mailer: Mailer, delivery: StoredDelivery, report: AlertSendReport) {
  try {
    await mailer.send(delivery.message);
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode ?? 0;
    const detail = error instanceof Error ? error.message : String(error);
    if (code >= 500 && code < 600) {
      report.bounced += 1;
      await markDelivery(app.pool, delivery.id, 'BOUNCED', detail);
      await recordAlertBounce(app.pool, delivery.subscriberId, detail.slice(0, 500), { system: 'alert-delivery' });
      return;
    }
    app.logger.warn({ err: error, delivery: delivery.id }, 'alert email not sent; it will be tried again');
    await markDelivery(app.pool, delivery.id, delivery.attempts + 1 >= MAX_ATTEMPTS ? 'FAILED' : 'RETRY', detail);
    return;
  }
  report.sent += 1;
  await markDelivery(app.pool, delivery.id, 'SENT');
}

/**
 * Sends the alert emails due now for one frequency: IMMEDIATE subscribers' waiting matches, or once a county day
 * DAILY subscribers'. Each email is written down with its matches (SENDING) in one transaction before it is sent
 * and marked SENT after: a crash in between sends that one email once more, never a match twice in two emails.
 * While the county has alerts off, waiting matches are dropped unsent.
 */
export async function sendDueAlerts(
  app: AppContext,
  frequency: Frequency,
  { now = new Date(), mailer = mailerOf(app) }: { now?: Date; mailer?: Mailer } = {},
): Promise<AlertSendReport> {
  const report: AlertSendReport = { sent: 0, bounced: 0, retried: 0, dropped: 0 };
  const settings = await readSection(app.pool, 'propertyAlerts');
  if (!settings.enabled) {
    const waiting = await allPendingMatches(app.pool);
    await markMatches(app.pool, waiting, null);
    report.dropped = waiting.length;
    return report;
  }
  for (let unsent; (unsent = await takeUnsentDelivery(app.pool, RETRY_AFTER_SECONDS));) {
    report.retried += 1;
    await attempt(app, mailer, unsent, report);
  }
  const setting = await mailSetting(app);
  const clock = clockIn(setting.common.timeZone, now);
  const today = dayOf(clock);
  if (frequency === 'DAILY' && clock.hour < settings.dailyHour) return report;
  for (const subscriberId of await subscribersDue(app.pool, frequency, today)) {
    const delivery = await app.pool.transaction(async (tx) => {
      const subscriber = await lockSubscriber(tx, subscriberId);
      if (!subscriber || subscriber.frequency !== frequency) return null;
      if (frequency === 'DAILY' && (await dailyDeliveryMade(tx, subscriberId, today))) return null;
      const matches = await pendingMatches(tx, subscriberId);
      if (matches.length === 0) return null;
      const id = randomUUID();
      const message = alertMail(await setting.context(id, subscriber), matches);
      await recordDelivery(tx, { id, subscriberId, frequency, today, message }, matches);
      return { id, subscriberId, message, attempts: 0 };
    });
    if (delivery) await attempt(app, mailer, delivery, report);
  }
  return report;
}
