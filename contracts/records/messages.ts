import { declare } from '../message';

/** What the recording system's feed hears back (DESIGN §3). */
export const recordMessages = {
  feedKey: declare('RECORDS_FEED_KEY', "The feed key is not the county's."),
  feedFormat: declare('RECORDS_FEED_FORMAT', 'Send the records as NDJSON, one record a line, or as a JSON array.'),
  rejected: declare(
    'RECORDS_REJECTED',
    ({ rejected, read }: { rejected: number; read: number }) => `${rejected} of ${read} lines were rejected.`,
  ),
} as const;
