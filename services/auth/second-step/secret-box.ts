import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../platform/config';

const KEY_FILE = 'second-factor.key';

/** SECOND_FACTOR_KEY as 32 bytes: 64 hex digits, or base64. */
const keyOfText = (text: string) =>
  /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text.trim(), 'base64');

/**
 * The key of the two-step secrets: SECOND_FACTOR_KEY, or one made once and kept (mode 600) in DATA_DIR, apart
 * from the database, so a copy of the database alone holds no usable secret.
 */
export function secondFactorKey(config: Pick<Config, 'SECOND_FACTOR_KEY' | 'DATA_DIR'>): Buffer {
  if (config.SECOND_FACTOR_KEY) return keyOfText(config.SECOND_FACTOR_KEY);
  const file = join(config.DATA_DIR, KEY_FILE);
  try {
    return keyOfText(readFileSync(file, 'utf8'));
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process made it first: read theirs.
    }
    return keyOfText(readFileSync(file, 'utf8'));
  }
}

/** AES-256-GCM with a fresh 12-byte nonce: `v1.<nonce>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(key: Buffer, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret a sealSecret made; throws when the text was altered or sealed with another key. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, nonce, tag, data] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || data === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** A keyed hash (HMAC-SHA-256 under a key derived for this use): recovery codes and tickets are kept so. */
export const keyedHash = (key: Buffer, purpose: string, value: string) =>
  createHmac('sha256', createHmac('sha256', key).update(purpose).digest()).update(value).digest('base64url');
