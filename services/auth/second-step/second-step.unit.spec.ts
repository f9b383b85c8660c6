import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { newRecoveryCodes, recoveryCodeHash, recoveryCodeIndex } from './recovery-codes';
import { secondStepFor } from './requirement';
import { openSecret, sealSecret } from './secret-box';
import { newTotpSecret, stepAt, stepOfCode, totpCodeOf } from './totp';

const key = randomBytes(32);

describe('who is asked for a second step', () => {
  const both = { secondStepStaff: true, secondStepAccountAdmins: true };
  const none = { secondStepStaff: false, secondStepAccountAdmins: false };
  it.each([
    ['TRIMIN', both, false, 'enrol'],
    ['COUNTY', { ...none, secondStepStaff: true }, false, 'enrol'],
    ['COUNTY', none, false, null],
    ['ACCOUNT', { ...none, secondStepStaff: true }, false, null],
    ['ACCOUNT', both, false, 'enrol'],
    ['USER', both, false, null],
    ['COUNTY', none, true, 'verify'],
    ['USER', none, true, 'verify'],
    ['GUEST', both, true, null],
  ] as const)('%s with %o, enrolled %s: %s', (role, settings, enrolled, expected) => {
    expect(secondStepFor(settings, { role, enrolled })).toBe(expected);
  });
});

describe('TOTP codes', () => {
  it("accept this step's code and a step either side, and say which step it was", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    expect(stepOfCode(secret, totpCodeOf(secret, now), now)).toBe(stepAt(now));
    expect(stepOfCode(secret, totpCodeOf(secret, now - 30_000), now)).toBe(stepAt(now) - 1);
    expect(stepOfCode(secret, totpCodeOf(secret, now + 30_000), now)).toBe(stepAt(now) + 1);
    expect(stepOfCode(secret, totpCodeOf(secret, now - 120_000), now)).toBeNull();
    expect(stepOfCode(secret, 'abcdef', now)).toBeNull();
    expect(stepOfCode(secret, '1234567', now)).toBeNull();
  });
});

describe('the secret box', () => {
  it('opens what it sealed, and refuses another key or an altered text', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    // One bit of the sealed text flipped (replacing its last characters could leave the bytes as they were).
    const [version, nonce, tag, data] = sealed.split('.');
    const altered = Buffer.from(data!, 'base64url');
    altered[0]! ^= 1;
    expect(() => openSecret(key, [version, nonce, tag, altered.toString('base64url')].join('.'))).toThrow();
  });
});

describe('recovery codes', () => {
  it('are ten, found by their keyed hash in any case and without the dash, a used one not at all', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const hashes: (string | null)[] = codes.map((code) => recoveryCodeHash(key, code));
    expect(recoveryCodeIndex(key, hashes, codes[2]!.toUpperCase().replace('-', ''))).toBe(2);
    expect(recoveryCodeIndex(key, hashes, 'zzzz-zzzz')).toBeNull();
    expect(recoveryCodeIndex(key, hashes, '123456')).toBeNull();
    hashes[2] = null;
    expect(recoveryCodeIndex(key, hashes, codes[2]!)).toBeNull();
    expect(recoveryCodeIndex(randomBytes(32), hashes, codes[3]!)).toBeNull();
  });
});
