export { usersProjection } from './users.projection';
export { UsernameTakenError } from './username-taken';
export { lockedUsers } from './locked-users';
export * from './queries';
