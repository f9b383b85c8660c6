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
      /** When the failed sign-ins since the last success, unlock or new password happened (newest last). */
      failures: string[];
      /** A lock from failed sign-ins that ends by itself (MINUTES mode): when (ISO); null otherwise. */
      lockedUntil: string | null;
      /** The enrolled second factor: the encrypted secret and its recovery codes' hashes (null once used). */
      secondFactor: { secret: string; recoveryCodeHashes: (string | null)[] } | null;
    });

/** No county counts more than 100 attempts (the limit's maximum). */
const maxFailuresKept = 100;

export const userStreamId = (userId: number) => `user-${userId}`;

export const initialUserState = (): UserState => ({ exists: false });

export function evolveUser(state: UserState, recorded: RecordedEvent): UserState {
  const event = { type: recorded.type, data: recorded.data } as UserEvent;
  if (event.type === 'UserCreated') {
    const { source: _source, ...fields } = event.data;
    return { ...fields, exists: true, deleted: false, failures: [], lockedUntil: null, secondFactor: null };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'UserChanged':
      return { ...state, ...event.data.changes };
    case 'UserStatusChanged':
      return {
        ...state,
        status: event.data.status,
        failures: event.data.status === 'A' ? [] : state.failures,
        lockedUntil: event.data.status === 'L' ? (event.data.lockedUntil ?? null) : null,
      };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, failures: [] };
    case 'UserSignedIn':
      return { ...state, failures: [], language: event.data.language };
    case 'UserSignInFailed':
      return { ...state, failures: [...state.failures.slice(-(maxFailuresKept - 1)), recorded.recordedAt] };
    case 'SecondFactorEnrolled':
      return {
        ...state,
        secondFactor: { secret: event.data.secret, recoveryCodeHashes: event.data.recoveryCodeHashes },
      };
    case 'RecoveryCodeUsed': {
      if (!state.secondFactor) return state;
      const hashes = state.secondFactor.recoveryCodeHashes.map((hash, index) =>
        index === event.data.codeIndex ? null : hash,
      );
      return { ...state, secondFactor: { ...state.secondFactor, recoveryCodeHashes: hashes } };
    }
    case 'SecondFactorReset':
      return { ...state, secondFactor: null };
    case 'UserDeleted':
      return { ...state, deleted: true };
  }
}
