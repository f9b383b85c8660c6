/** The user and account selections of 001 §2.22, for the user manager's filter and the reports. */
export { AccountLookupInput } from './AccountLookupInput';
export { UserLookupInput } from './UserLookupInput';
