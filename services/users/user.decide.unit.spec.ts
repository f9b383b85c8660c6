import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { sampleUser } from '../../tests/support/people';
import {
  decideChange,
  decideCreate,
  decideDelete,
  decideFailedSignIn,
  decideLockExpiry,
  decideRecoveryCodeUse,
  decideSecondFactorReset,
  decideStatus,
} from './user.decide';
import { evolveUser, initialUserState, type UserCreated, type UserEvent, type UserState } from './user.events';

const created: UserCreated['data'] = { ...sampleUser({ firstName: 'Ana', city: 'Garapan' }), userId: 7 };

/** Given these events, the state they fold into. */
const given = (...events: UserEvent[]): UserState =>
  events.reduce(
    (state, event, index) =>
      evolveUser(state, { ...event, streamPosition: index + 1, metadata: {} } as unknown as RecordedEvent),
    initialUserState(),
  );

describe('user decisions', () => {
  it('create only a new user', () => {
    expect(decideCreate(given(), created)).toEqual([{ type: 'UserCreated', data: created }]);
    expect(() => decideCreate(given({ type: 'UserCreated', data: created }), created)).toThrow(
      'This user already exists.',
    );
  });

  it('record only changed fields', () => {
    const state = given({ type: 'UserCreated', data: created });
    expect(decideChange(state, { city: 'Garapan', zip: '96951' })).toEqual([
      { type: 'UserChanged', data: { userId: 7, changes: { zip: '96951' } } },
    ]);
    expect(decideChange(state, { city: 'Garapan' })).toEqual([]);
  });

  it('keep a user who is not active read-only, yet let an unchanged save through', () => {
    const inactive = given(
      { type: 'UserCreated', data: created },
      { type: 'UserStatusChanged', data: { userId: 7, status: 'I', reason: 'manager' } },
    );
    expect(() => decideChange(inactive, { city: 'Susupe' })).toThrow(
      'This user is not active. Activate the user before changing it.',
    );
    expect(decideChange(inactive, { city: 'Garapan', firstName: 'Ana' })).toEqual([]);
  });

  it('let a manager set only active or inactive', () => {
    const active = given({ type: 'UserCreated', data: created });
    for (const status of ['P', 'L'] as const)
      expect(() => decideStatus(active, status, 'manager')).toThrow('A user can only be activated or deactivated.');
    expect(decideStatus(active, 'L', 'loginAttempts')).toEqual([
      { type: 'UserStatusChanged', data: { userId: 7, status: 'L', reason: 'loginAttempts' } },
    ]);
    expect(decideStatus(active, 'A', 'manager')).toEqual([]);
  });

  it('activate a locked user, and refuse to deactivate one', () => {
    const locked = given(
      { type: 'UserCreated', data: created },
      { type: 'UserStatusChanged', data: { userId: 7, status: 'L', reason: 'loginAttempts' } },
    );
    expect(() => decideStatus(locked, 'I', 'manager')).toThrow('Only an active user can be deactivated.');
    expect(decideStatus(locked, 'A', 'manager')).toEqual([
      { type: 'UserStatusChanged', data: { userId: 7, status: 'A', reason: 'manager' } },
    ]);
  });

  it('delete a user once, with the reason', () => {
    const state = given({ type: 'UserCreated', data: created });
    expect(decideDelete(state, 'purge')).toEqual([{ type: 'UserDeleted', data: { userId: 7, reason: 'purge' } }]);
  });

  it('deactivate only an active user, activate any other', () => {
    const pending = given({ type: 'UserCreated', data: { ...created, status: 'P' } });
    expect(() => decideStatus(pending, 'I', 'manager')).toThrow('Only an active user can be deactivated.');
    expect(decideStatus(pending, 'A', 'manager')).toEqual([
      { type: 'UserStatusChanged', data: { userId: 7, status: 'A', reason: 'manager' } },
    ]);
  });

  const failedAt = (recordedAt: string, failedAttempts: number) =>
    ({ type: 'UserSignInFailed', data: { userId: 7, failedAttempts }, recordedAt }) as UserEvent;
  const now = new Date('2026-11-23T10:30:00Z');

  it('lock at the limit of failed sign-ins within the window, and not without a limit', () => {
    const twice = given(
      { type: 'UserCreated', data: created },
      failedAt('2026-11-23T10:20:00Z', 1),
      failedAt('2026-11-23T10:25:00Z', 2),
    );
    expect(decideFailedSignIn(twice, { maxAttempts: 3, windowMinutes: 15 }, now)).toEqual([
      { type: 'UserSignInFailed', data: { userId: 7, failedAttempts: 3 } },
      { type: 'UserStatusChanged', data: { userId: 7, status: 'L', reason: 'loginAttempts' } },
    ]);
    expect(decideFailedSignIn(twice, { maxAttempts: null, windowMinutes: 15 }, now)).toHaveLength(1);
  });

  it('count only the failures of the window', () => {
    const oneOld = given(
      { type: 'UserCreated', data: created },
      failedAt('2026-11-23T10:00:00Z', 1),
      failedAt('2026-11-23T10:25:00Z', 2),
    );
    expect(decideFailedSignIn(oneOld, { maxAttempts: 3, windowMinutes: 15 }, now)).toEqual([
      { type: 'UserSignInFailed', data: { userId: 7, failedAttempts: 2 } },
    ]);
  });

  it('record nothing more for a user already locked, and count afresh after an unlock or a new password', () => {
    const locked = given({ type: 'UserCreated', data: created }, failedAt('2026-11-23T10:25:00Z', 1), {
      type: 'UserStatusChanged',
      data: { userId: 7, status: 'L', reason: 'loginAttempts' },
    });
    expect(decideFailedSignIn(locked, { maxAttempts: 1, windowMinutes: 15 }, now)).toEqual([]);
    const reset = given({ type: 'UserCreated', data: created }, failedAt('2026-11-23T10:25:00Z', 1), {
      type: 'UserPasswordChanged',
      data: { userId: 7, passwordHash: 'new', reason: 'reset' },
    });
    expect(decideFailedSignIn(reset, { maxAttempts: 3, windowMinutes: 15 }, now)[0]).toMatchObject({
      data: { failedAttempts: 1 },
    });
  });

  it('refuse everything on a deleted user', () => {
    const deleted = given(
      { type: 'UserCreated', data: created },
      { type: 'UserDeleted', data: { userId: 7, reason: 'manager' } },
    );
    expect(() => decideChange(deleted, { city: 'x' })).toThrow('There is no such user.');
  });

  describe('the second factor and the lock (issue 28)', () => {
    const enrolled: UserEvent = {
      type: 'SecondFactorEnrolled',
      data: { userId: 7, secret: 'v1.sealed', recoveryCodeHashes: ['a', 'b'] },
    };
    const limits = { maxAttempts: 1, windowMinutes: 15, lockMinutes: 30 };
    const now = new Date('2026-11-26T10:00:00Z');

    it('never lock an enrolled user by failed sign-ins, but count them', () => {
      const events = decideFailedSignIn(given({ type: 'UserCreated', data: created }, enrolled), limits, now);
      expect(events).toEqual([{ type: 'UserSignInFailed', data: { userId: 7, failedAttempts: 1 } }]);
    });

    it('lock for lockMinutes in MINUTES mode, and end the lock once its time has passed', () => {
      const [, lock] = decideFailedSignIn(given({ type: 'UserCreated', data: created }), limits, now);
      expect(lock).toEqual({
        type: 'UserStatusChanged',
        data: { userId: 7, status: 'L', reason: 'loginAttempts', lockedUntil: '2026-11-26T10:30:00.000Z' },
      });
      const locked = given({ type: 'UserCreated', data: created }, lock!);
      expect(decideLockExpiry(locked, new Date('2026-11-26T10:29:59Z'))).toEqual([]);
      expect(decideLockExpiry(locked, new Date('2026-11-26T10:30:00Z'))).toEqual([
        { type: 'UserStatusChanged', data: { userId: 7, status: 'A', reason: 'lockExpired' } },
      ]);
      const held = given(
        { type: 'UserCreated', data: created },
        { type: 'UserStatusChanged', data: { userId: 7, status: 'L', reason: 'loginAttempts' } },
      );
      expect(decideLockExpiry(held, new Date('2030-01-01T00:00:00Z'))).toEqual([]);
    });

    it('take a recovery code once, and reset only a factor there is', () => {
      const state = given({ type: 'UserCreated', data: created }, enrolled);
      const used = decideRecoveryCodeUse(state, 1);
      expect(used).toEqual([{ type: 'RecoveryCodeUsed', data: { userId: 7, codeIndex: 1, recoveryCodesLeft: 1 } }]);
      expect(() =>
        decideRecoveryCodeUse(given({ type: 'UserCreated', data: created }, enrolled, used[0]!), 1),
      ).toThrow();
      expect(decideSecondFactorReset(state)).toEqual([{ type: 'SecondFactorReset', data: { userId: 7 } }]);
      expect(() =>
        decideSecondFactorReset(
          given({ type: 'UserCreated', data: created }, enrolled, { type: 'SecondFactorReset', data: { userId: 7 } }),
        ),
      ).toThrow();
    });
  });
});
