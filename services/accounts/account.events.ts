export { accountEventTypes, type AccountEvent } from '@landrecords/contracts/accounts/events';
export {
  evolveAccount,
  initialAccountState,
  type AccountState,
  type ExistingAccount,
} from '@landrecords/projections/accounts/index';

export const accountStreamId = (accountId: number) => `account-${accountId}`;
