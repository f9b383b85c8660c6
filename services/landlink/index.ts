/** LandLink (issue 25, docs/landlink.md): the outbox's postings sent once each, retried, dead-lettered, counted. */
export { landLinkStreamId } from '@landrecords/contracts/landlink/events';
export { postingsOf } from '@landrecords/projections/landlink/index';
export { landLinkConfigured, sendPosting, PostingRefused } from './client';
export {
  DISPATCH_QUEUE,
  dispatchPostings,
  landLinkDispatchJob,
  postingJobOptions,
  postingQueue,
  postingRetry,
  type PostingRetry,
} from './dispatch.job';
export { POSTING_QUEUE, landLinkPostingJob, type PostingJob } from './posting.job';
export { recordSentPostings } from './history';
export { retryDeadPostings } from './retry';
export { landLinkSummary } from './summary';
