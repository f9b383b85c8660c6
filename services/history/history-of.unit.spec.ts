import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { historyOf, lastValues } from './history-of';

let position = 0;
const recorded = (type: string, data: object, metadata: Record<string, unknown> = {}): RecordedEvent => {
  position += 1;
  return {
    id: `event-${position}`,
    type,
    data,
    metadata,
    streamId: 'user-7',
    streamPosition: position,
    globalPosition: position,
    transactionId: '1',
    recordedAt: `2026-11-26T05:0${position}:00.000Z`,
  };
};

const options = {
  skipped: new Set(['UserSignedIn']),
  hidden: new Set(['passwordHash', 'viewJudicialProtection']),
  identity: 'userId',
};

describe('historyOf', () => {
  position = 0;
  const clerk = { actor: { userId: '2', username: 'county.clerk', role: 'COUNTY' }, sourceIp: '10.0.0.4' };
  const events = [
    recorded(
      'UserCreated',
      {
        userId: 7,
        username: 'ana.cruz01',
        firstName: 'Ana',
        company: '',
        accountId: 3,
        role: 'USER',
        passwordHash: '$argon2id$secret',
        viewJudicialProtection: true,
        source: 'manager',
      },
      clerk,
    ),
    recorded('UserSignedIn', { userId: 7, language: 'ENGLISH' }),
    recorded(
      'UserChanged',
      { userId: 7, changes: { firstName: 'Anna', company: '', viewJudicialProtection: false } },
      clerk,
    ),
    recorded('UserStatusChanged', { userId: 7, status: 'L', reason: 'loginAttempts' }, { system: 'sign-in' }),
    recorded('UserPasswordChanged', { userId: 7, passwordHash: '$argon2id$other', reason: 'manager' }, clerk),
  ];
  const entries = historyOf(events, options);

  it('lists the changes newest first, leaving out events that change nothing', () => {
    expect(entries.map((entry) => [entry.id, entry.type])).toEqual([
      [5, 'UserPasswordChanged'],
      [4, 'UserStatusChanged'],
      [3, 'UserChanged'],
      [1, 'UserCreated'],
    ]);
  });

  it('says who, from where and why: a person, or a system process', () => {
    expect(entries[3]).toMatchObject({
      username: 'county.clerk',
      role: 'COUNTY',
      sourceIp: '10.0.0.4',
      reason: 'manager',
    });
    expect(entries[1]).toMatchObject({ username: null, system: 'sign-in', reason: 'loginAttempts' });
  });

  it('gives each changed field its value before and after, and only fields that changed', () => {
    expect(entries[2]!.changes).toEqual([{ field: 'firstName', from: 'Ana', to: 'Anna' }]);
    expect(entries[1]!.changes).toEqual([{ field: 'status', from: null, to: 'L' }]);
  });

  it('shows a new record’s filled fields, never a password’s hash nor a hidden field', () => {
    expect(entries[3]!.changes.map((change) => change.field)).toEqual([
      'username',
      'firstName',
      'accountId',
      'role',
      'password',
    ]);
    expect(entries[0]!.changes).toEqual([{ field: 'password', from: null, to: null }]);
    expect(JSON.stringify(entries)).not.toContain('argon2');
  });

  it('knows the fields the last events left, for the scope check', () => {
    expect(Object.fromEntries(lastValues(events, 'userId'))).toMatchObject({ accountId: 3, role: 'USER', status: 'L' });
  });
});
