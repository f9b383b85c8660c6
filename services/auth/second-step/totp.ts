import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;
const common = { algorithm: 'SHA1', digits: 6, period: PERIOD } as const;

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The secret in groups of four, for typing into an app by hand. */
export const groupedForTyping = (base32: string) => base32.replace(/(.{4})(?=.)/g, '$1 ');

/** The otpauth:// URI an app reads from the QR code. */
export const otpauthUriOf = (base32: string, issuer: string, username: string) =>
  new TOTP({ ...common, issuer, label: username, secret: Secret.fromBase32(base32) }).toString();

/** The time step a code was made for: 30-second steps since 1970. */
export const stepAt = (timestamp: number) => Math.floor(timestamp / 1000 / PERIOD);

/**
 * The step whose code this is, allowing one step either side for a phone's clock; null: not a code of this
 * secret now.
 */
export function stepOfCode(base32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({ ...common, token, secret: Secret.fromBase32(base32), timestamp: now, window: 1 });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code an authenticator app shows for this secret at this moment (tests and tools sign in with it). */
export const totpCodeOf = (base32: string, timestamp = Date.now()) =>
  TOTP.generate({ ...common, secret: Secret.fromBase32(base32.replace(/\s/g, '')), timestamp });
