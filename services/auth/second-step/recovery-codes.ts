import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@landrecords/contracts/auth/second-step';
import { keyedHash } from './secret-box';

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 8 characters (about 39 bits each) as `abcd-efgh`, shown once. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** What a recovery code is compared as: lower case, without dashes or spaces; null: not shaped like one. */
export function normalRecoveryCode(code: string): string | null {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{8}$/.test(normal) ? normal : null;
}

export const recoveryCodeHash = (key: Buffer, code: string) =>
  keyedHash(key, 'recovery-code', normalRecoveryCode(code) ?? code);

/** The index of the unused recovery code this is, or null. */
export function recoveryCodeIndex(key: Buffer, hashes: readonly (string | null)[], code: string): number | null {
  const normal = normalRecoveryCode(code);
  if (normal === null) return null;
  const hash = keyedHash(key, 'recovery-code', normal);
  const index = hashes.indexOf(hash);
  return index < 0 ? null : index;
}
