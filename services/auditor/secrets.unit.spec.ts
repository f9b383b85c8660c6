// The auditor's view prints events and a user's fields, never what would let someone sign in as the user.
import { describe, expect, it } from '@jest/globals';
import { linesOf } from './event-lines';
import { userFieldsOf } from './user-view';

describe("the auditor's lines", () => {
  it("print a second factor's enrolment with its secret and recovery codes masked", () => {
    const lines = linesOf({ secret: 'sealed-secret', recoveryCodeHashes: ['h1', 'h2'], userId: 4 });
    expect(lines).toEqual([
      { field: 'secret', value: '********' },
      { field: 'recoveryCode', value: '********' },
      { field: 'userId', value: 4 },
    ]);
  });

  it("print a user's fields with whether a second factor is enrolled, not the factor", () => {
    const fields = userFieldsOf({
      exists: true,
      deleted: false,
      userId: 4,
      username: 'county.clerk',
      status: 'A',
      passwordHash: 'argon2-hash',
      failures: [],
      lockedUntil: null,
      secondFactor: { secret: 'sealed-secret', recoveryCodeHashes: ['h1'] },
    } as unknown as Parameters<typeof userFieldsOf>[0]);
    const text = JSON.stringify(fields);
    expect(text).not.toContain('sealed-secret');
    expect(text).not.toContain('argon2-hash');
    expect(text).not.toContain('h1');
    expect(fields).toContainEqual({ field: 'secondStepEnrolled', value: true });
  });
});
