/** E-file (002 §2.1, §7): the upload's request, answer and event, and its messages. */
export * from './upload';
export { efileMessages } from './messages';
