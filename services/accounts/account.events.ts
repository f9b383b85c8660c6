import type { AccountDocType, AccountFields, PageAccess } from '@landrecords/contracts/accounts/account';
import type { AccountStatus } from '@landrecords/contracts/codes';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

export type AccountEvent =
  | { type: 'AccountCreated'; data: AccountFields & { accountId: number } }
  | { type: 'AccountChanged'; data: { accountId: number; changes: Partial<AccountFields> } }
  | { type: 'AccountStatusChanged'; data: { accountId: number; status: AccountStatus } }
  | { type: 'AccountDeleted'; data: { accountId: number } }
  | { type: 'AccountDocTypesSet'; data: { accountId: number; docTypes: AccountDocType[] } }
  | { type: 'AccountPageAccessSet'; data: { accountId: number; access: PageAccess } }
  | { type: 'AccountFlatFeeUsageSet'; data: { accountId: number; imagesRemaining: number } }
  /** Account tasks (002 §4): billed, images renewed (with the new allowance), or both by a run. */
  | {
      type: 'AccountTasksMarked';
      data: {
        accountId: number;
        billedAt?: string;
        imagesRenewedAt?: string;
        tasksRunAt?: string;
        imagesRemaining?: number;
      };
    }
  | { type: 'AccountTasksCleared'; data: { accountId: number } };

export const accountEventTypes: readonly AccountEvent['type'][] = [
  'AccountCreated',
  'AccountChanged',
  'AccountStatusChanged',
  'AccountDeleted',
  'AccountDocTypesSet',
  'AccountPageAccessSet',
  'AccountFlatFeeUsageSet',
  'AccountTasksMarked',
  'AccountTasksCleared',
];

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
