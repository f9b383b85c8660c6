/** The auditor's view (issue 26): an account's, a user's or a section's events, state as of a moment, replay check. */
export { auditorCapabilityRoutes } from './auditor.routes';
