/** Property alerts (issue 29): watches, events, the calls' shapes and messages. */
export * from './watch';
export * from './events';
export * from './api';
export { alertMessages, alertMailTexts } from './messages';
