import type { AccountFields } from '@landrecords/contracts/accounts/account';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import type { AccountStatus } from '@landrecords/contracts/codes';
export { accountEventTypes, type AccountEvent } from '@landrecords/contracts/accounts/events';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

export type AccountState =
  | { exists: false }
  | (AccountFields & {
      exists: true;
      deleted: boolean;
      accountId: number;
      status: AccountStatus;
      imagesRemaining: number;
      lastBilled: string | null;
      lastImageRenewal: string | null;
      lastTasks: string | null;
    });

export const accountStreamId = (accountId: number) => `account-${accountId}`;
export const initialAccountState = (): AccountState => ({ exists: false });

export function evolveAccount(state: AccountState, recorded: RecordedEvent): AccountState {
  const event = { type: recorded.type, data: recorded.data } as AccountEvent;
  if (event.type === 'AccountCreated') {
    return {
      ...event.data,
      exists: true,
      deleted: false,
      status: 'A',
      imagesRemaining: 0,
      lastBilled: null,
      lastImageRenewal: null,
      lastTasks: null,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'AccountChanged':
      return { ...state, ...event.data.changes };
    case 'AccountStatusChanged':
      return { ...state, status: event.data.status };
    case 'AccountDeleted':
      return { ...state, deleted: true };
    case 'AccountFlatFeeUsageSet':
      return { ...state, imagesRemaining: event.data.imagesRemaining };
    case 'AccountTasksMarked':
      return {
        ...state,
        lastBilled: event.data.billedAt ?? state.lastBilled,
        lastImageRenewal: event.data.imagesRenewedAt ?? state.lastImageRenewal,
        lastTasks: event.data.tasksRunAt ?? state.lastTasks,
        imagesRemaining: event.data.imagesRemaining ?? state.imagesRemaining,
      };
    case 'AccountTasksCleared':
      return { ...state, lastBilled: null, lastImageRenewal: null, lastTasks: null };
    default:
      return state;
  }
}
