import { landLinkStreamId } from '@landrecords/contracts/landlink/events';
import { sql, type Queryable } from '@landrecords/projections/platform/database';
import { accountStreamId } from '../accounts/index';
import { userStreamId } from '../users/index';
import type { ReportReach } from './report-scope';

/**
 * The streams a report's rows come from, for the chain head it prints: the reached accounts' streams, their
 * LandLink postings and their users' streams; undefined (the whole log) for county staff who named no account.
 */
export async function reportStreams(db: Queryable, reach: ReportReach): Promise<string[] | undefined> {
  const accountIds = reach.accountIds ?? (reach.user ? [reach.user.accountId] : null);
  if (accountIds === null) return undefined;
  const users = await db.anyFirst(sql.unsafe`
    SELECT id FROM users WHERE account_id = ANY(${sql.array(accountIds, 'int8')}) ORDER BY id`);
  return [
    ...accountIds.flatMap((id) => [accountStreamId(id), landLinkStreamId(id)]),
    ...users.map((id) => userStreamId(Number(id))),
  ];
}
