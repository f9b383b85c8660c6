export { userColumnOf, usersProjection } from './users.projection';
export { UsernameTakenError } from './username-taken';
export { lockedUsers } from './locked-users';
export * from './queries';
export { personalFields, redactedPasswordHash, redactUserStream } from './redaction';
export { signInCredentialsByUsername, signInCredentialsOf, type SignInCredentials } from './sign-in-credentials';
