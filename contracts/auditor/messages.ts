import { declare } from '../message';

/** What the auditor's view answers (issue 26, services/auditor). */
export const auditorMessages = {
  agrees: declare(
    'AUDITOR_AGREES',
    ({ events }: { events: number }) => `The read models agree with a replay of the log. Events replayed: ${events}.`,
  ),
  differs: declare(
    'AUDITOR_DIFFERS',
    ({ count }: { count: number }) => `The read models differ from a replay of the log. Differences: ${count}.`,
  ),
  noSuchSection: declare('AUDITOR_NO_SUCH_SECTION', 'There is no such configuration section.'),
  asOfNotValid: declare('AUDITOR_AS_OF_NOT_VALID', 'The as-of moment is not a valid date and time.'),
} as const;
