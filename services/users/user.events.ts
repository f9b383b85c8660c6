import type { UserDetails, UserEvent } from '@landrecords/contracts/users/events';
export {
  userEventTypes,
  type UserDetails,
  type UserEvent,
  type UserEventOf,
  type UserCreated,
  type UserStatusReason,
} from '@landrecords/contracts/users/events';
import type { UserStatus } from '@landrecords/contracts/codes';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

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
