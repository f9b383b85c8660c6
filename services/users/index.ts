/** Users (002 §3 User, §5): the user manager, the user commands, passwords, scope and the purge. */
export { hashPassword, needsRehash, verifyPassword } from './password';
export { purgeUsersNotSignedInSince } from './purge';
export { userRoutes } from './routes';
export { accountIdsOf, assertAccountInScope, assertUserInScope, callerScope, type CallerScope } from './scope';
export { evolveUser, initialUserState, userStreamId, type UserState } from './user.events';
export {
  changePassword,
  changeStatusOfAccountUsers,
  changeUser,
  changeUserStatus,
  createUser,
  deleteUsersOfAccount,
  enrolSecondFactor,
  expireLock,
  recordFailedSignIn,
  resetSecondFactor,
  useRecoveryCode,
  recordSignIn,
} from './user.commands';
export { findUser } from '@landrecords/projections/users/index';
export type { SignInLimits } from './user.decide';
