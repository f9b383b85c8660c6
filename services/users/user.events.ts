import type { Language } from '@landrecords/contracts/auth/payloads';
import type { Role, UserStatus } from '@landrecords/contracts/codes';
import type { PhoneFormatType } from '@landrecords/contracts/validation/person';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

/** The fields of a user that a save may change (everything but username, status and password). */
export type UserDetails = {
  role: Role;
  accountId: number;
  viewJudicialProtection: boolean;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  phoneFormatType: PhoneFormatType;
  phone: string;
  language: Language;
};

export type UserCreated = {
  type: 'UserCreated';
  data: UserDetails & {
    userId: number;
    username: string;
    passwordHash: string;
    status: 'A' | 'P';
    /** manager: made by staff; registration: self-registered, pending until the emailed link is used. */
    source: 'manager' | 'registration' | 'demo';
  };
};
export type UserChanged = { type: 'UserChanged'; data: { userId: number; changes: Partial<UserDetails> } };
export type UserStatusReason = 'manager' | 'account' | 'loginAttempts' | 'registrationCompleted';
export type UserStatusChanged = {
  type: 'UserStatusChanged';
  data: { userId: number; status: UserStatus; reason: UserStatusReason };
};
export type UserPasswordChanged = {
  type: 'UserPasswordChanged';
  data: { userId: number; passwordHash: string; reason: 'change' | 'reset' | 'manager' | 'rehash' };
};
export type UserSignedIn = { type: 'UserSignedIn'; data: { userId: number; language: Language } };
export type UserSignInFailed = { type: 'UserSignInFailed'; data: { userId: number; failedAttempts: number } };
export type UserDeleted = { type: 'UserDeleted'; data: { userId: number; reason: 'manager' | 'account' | 'purge' } };

export type UserEvent =
  UserCreated | UserChanged | UserStatusChanged | UserPasswordChanged | UserSignedIn | UserSignInFailed | UserDeleted;

export const userEventTypes: readonly UserEvent['type'][] = [
  'UserCreated',
  'UserChanged',
  'UserStatusChanged',
  'UserPasswordChanged',
  'UserSignedIn',
  'UserSignInFailed',
  'UserDeleted',
];

export type UserState =
  | { exists: false }
  | (UserDetails & {
      exists: true;
      deleted: boolean;
      userId: number;
      username: string;
      status: UserStatus;
      passwordHash: string;
      failedAttempts: number;
    });

export const userStreamId = (userId: number) => `user-${userId}`;

export const initialUserState = (): UserState => ({ exists: false });

export function evolveUser(state: UserState, recorded: RecordedEvent): UserState {
  const event = { type: recorded.type, data: recorded.data } as UserEvent;
  if (event.type === 'UserCreated') {
    const { source: _source, ...fields } = event.data;
    return { ...fields, exists: true, deleted: false, failedAttempts: 0 };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'UserChanged':
      return { ...state, ...event.data.changes };
    case 'UserStatusChanged':
      return {
        ...state,
        status: event.data.status,
        failedAttempts: event.data.status === 'A' ? 0 : state.failedAttempts,
      };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'UserSignedIn':
      return { ...state, failedAttempts: 0, language: event.data.language };
    case 'UserSignInFailed':
      return { ...state, failedAttempts: event.data.failedAttempts };
    case 'UserDeleted':
      return { ...state, deleted: true };
  }
}
