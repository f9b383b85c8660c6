import { UnrecoverableError, type Job } from 'bullmq';
import { landLinkPostingSchema } from '@landrecords/contracts/landlink/posting';
import { markFailed, markSent, outboxPosting, type OutboxPosting } from '@landrecords/projections/landlink/index';
import type { JobDefinition } from '../platform/queue/index';
import { PostingRefused, sendPosting } from './client';

export const POSTING_QUEUE = 'landlink-posting';

export type PostingJob = { key: string };

/** What LandLink is sent: the posting's fields, nothing of ours. */
const requestOf = (posting: OutboxPosting) =>
  landLinkPostingSchema.parse({
    key: posting.key,
    landLinkAccount: posting.landLinkAccount,
    feeCode: posting.feeCode,
    chargeCode: posting.chargeCode,
    amountCents: posting.amountCents,
    description: posting.description,
    chargedAt: posting.chargedAt,
    countyDate: posting.countyDate,
  });

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * Sends one posting of the outbox, by its key (the job's id). Already sent: nothing to do (a job run again after
 * a crash). Sent: recorded so (the sweep then appends the account history's event). LandLink refuses it: dead at once. It fails otherwise: tried again with back-off by BullMQ, and dead
 * after the last attempt, left in the queue's failed list for staff to retry (a retried job sends it once).
 */
export const landLinkPostingJob: JobDefinition<PostingJob, string> = {
  queue: POSTING_QUEUE,
  concurrency: 16,
  // A killed worker's postings are handed on within about 15 s (BullMQ's defaults: up to a minute).
  workerOptions: { lockDuration: 10_000, stalledInterval: 5_000 },
  async process(job, app) {
    const posting = await outboxPosting(app.pool, job.data.key);
    if (!posting) throw new UnrecoverableError(`No LandLink posting ${job.data.key} in the outbox`);
    if (posting.status === 'sent') return 'already sent';
    const attempts = posting.attempts + 1;
    try {
      const { duplicate } = await sendPosting(app.config, requestOf(posting));
      await markSent(app.pool, posting.key, attempts, duplicate);
      return duplicate ? 'duplicate' : 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refused = error instanceof PostingRefused;
      await markFailed(app.pool, posting.key, attempts, message, refused || isLastAttempt(job));
      throw refused ? new UnrecoverableError(message) : error;
    }
  },
};
