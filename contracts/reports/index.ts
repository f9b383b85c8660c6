/** The reports of 002 §2.2 and §7: their criteria, lists, long-report jobs and messages. */
export * from './criteria';
export * from './jobs';
export * from './lists';
export { reportMessages } from './messages';
