import type { JobDefinition } from './platform/queue/index';

/** Each capability's background jobs (LandLink posting, billing, purges...), run by `npm run worker`. */
export const allJobs: JobDefinition[] = [];
