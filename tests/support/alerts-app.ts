/** Property alerts for specs: the alerts API whose mail really goes out, called as the public pages call it. */
import { alertRoutes } from '../../services/alerts/index';
import { mailingApp } from './mailing-app';
import { mailText, type ReceivedMail } from './smtp-listener';

export type AlertsApp = Awaited<ReturnType<typeof alertsApp>>;

/**
 * The alerts API with real mail (see mailingApp). `post` calls it from a client address no call has used yet
 * unless told one, so the per-address limits count only the calls a test makes from one address on purpose.
 */
export async function alertsApp() {
  const world = await mailingApp([alertRoutes]);
  let addresses = 0;
  const newAddress = () => `10.0.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
  const post = (url: string, payload: unknown, remoteAddress = newAddress()) =>
    world.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  return { ...world, newAddress, post };
}

/** The token of the confirmation link a subscribe request mails (under the world's https://records.example.gov). */
export function confirmTokenIn(mail: ReceivedMail): string {
  const text = mailText(mail);
  const match = /https:\/\/records\.example\.gov\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
}
