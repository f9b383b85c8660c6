import { sessionPurgeJob } from './auth/session-purge.job';
import { mailJob } from './platform/mail/mail.job';
import type { JobDefinition } from './platform/queue/index';
import { userPurgeJob } from './users/purge.job';

/** Each capability's background jobs (LandLink posting, billing, purges...), run by `npm run worker`. */
export const allJobs: JobDefinition[] = [
  mailJob as JobDefinition,
  sessionPurgeJob as JobDefinition,
  userPurgeJob as JobDefinition,
];
