import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql, type Queryable } from '@landrecords/projections/platform/database';

/** How a token is kept: its SHA-256, hex. The token itself is only ever in the email. */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A confirmation token: 32 random bytes, base64url (43 characters). */
export const newConfirmToken = () => randomBytes(32).toString('base64url');

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 72;

/**
 * One subscriber (and stream) an address: its id is derived from the folded address, so two requests for one
 * address at once meet on one stream's lock instead of racing to create two subscribers.
 */
export function subscriberIdOf(email: string): string {
  const hex = createHash('sha256').update(`alert-subscriber:${email.toLowerCase()}`).digest('hex');
  // A UUID's shape, version 8 (custom), variant 10.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

const keys = new WeakMap<object, Promise<string>>();
const linkKey = (db: Queryable) => {
  let key = keys.get(db);
  if (!key) {
    key = db.oneFirst(sql.unsafe`SELECT secret FROM alert_link_key`) as Promise<string>;
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
};

/**
 * The unsubscribe token of a subscriber: an HMAC of its id under the installation's key (0061_alert-link-key),
 * so every alert email can carry it without the token being stored (its hash is, to find the subscriber).
 */
export async function unsubscribeTokenOf(db: Queryable, subscriberId: string): Promise<string> {
  return createHmac('sha256', await linkKey(db))
    .update(`unsubscribe:${subscriberId}`)
    .digest('base64url');
}

/** An address as a log may show it: the first letter and the domain (j***@example.com). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
