import { efileSubmissionStreamId } from '@landrecords/contracts/efile/events';
import { efileSubmissionsProjection } from '@landrecords/projections/efile/index';
import type { Aggregate } from '../../platform/commands/handle-command';
import { evolveSubmission, initialSubmissionState, type SubmissionState } from './submission.state';

/** A submission's stream (its id is its upload's imageId), with the recorder's list written inline. */
export const submissionAggregate = (submissionId: string): Aggregate<SubmissionState> => ({
  streamId: efileSubmissionStreamId(submissionId),
  initialState: initialSubmissionState,
  evolve: evolveSubmission,
  projections: [efileSubmissionsProjection],
});
