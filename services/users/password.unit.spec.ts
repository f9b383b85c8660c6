import { describe, expect, it } from '@jest/globals';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('passwords', () => {
  it('hash with Argon2id and verify only the right password', async () => {
    const hash = await hashPassword('Recorder#2026');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Recorder#2026')).toBe(true);
    expect(await verifyPassword(hash, 'Recorder#2025')).toBe(false);
    expect(await verifyPassword('not a hash', 'Recorder#2026')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(await hashPassword('Recorder#2026')).not.toBe(hash);
  });
});
