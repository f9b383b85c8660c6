/** Sign-in, registration, recovery and the current user; the county's session rules and their purge. */
export { sessionInactivityMinutes } from './inactivity';
export { authRoutes } from './routes';
export { callerSessionContext } from './session-context';
export { sessionPurgeJob } from './session-purge.job';
/** The code an authenticator app shows for a secret (tests and tools pass the second step with it). */
export { totpCodeOf } from './second-step/totp';
