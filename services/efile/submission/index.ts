/** The e-file submission (002 §4, §7): efile/submission and its card capture, the confirmation email. */
export { efileSubmissionRoutes } from './submission.routes';
export { efileMailReactor, mailOf } from './efile-mail';
export { submissionAggregate } from './submission-aggregate';
export { decideEfileReversal, efileChargeId, efileReversalId } from './efile-charge.decide';
export { efileChargeDescription } from './submission.commands';
export type { SubmissionState } from './submission.state';
