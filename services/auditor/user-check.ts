import type { Queryable } from '@landrecords/projections/platform/database';
import type { Differences } from './differences';
import { userRowOf } from './read-models';
import { userColumnOf } from '@landrecords/projections/users/index';
import { userTimeline } from './user-view';

/** The users row's columns and the fold's fields they hold (failed_attempts and last_sign_in_at are counters). */
const columns: Record<string, string> = { username: 'username', status: 'status', ...userColumnOf };

/**
 * Replays a user's stream with the users capability's own evolve and compares it with the users row: each
 * field, the password's hash (compared, never printed) and the version, the stream's last position.
 */
export async function checkUser(db: Queryable, userId: number, differences: Differences): Promise<number> {
  const { user, events } = await userTimeline(db, userId);
  const row = await userRowOf(db, userId);
  const key = `user ${userId}`;
  const replayed = user.exists && !user.deleted ? user : null;
  differences.readModels.add('users');
  if (!row || !replayed) {
    if (row || replayed) differences.row('users', key, replayed !== null);
    return events.length;
  }
  const folded = replayed as unknown as Record<string, unknown>;
  for (const [field, column] of Object.entries(columns)) {
    const stored = column === 'account_id' ? Number(row[column]) : row[column];
    differences.compare('users', key, column, folded[field], stored);
  }
  differences.compareSecret('users', key, 'password_hash', replayed.passwordHash, row.password_hash);
  differences.compare('users', key, 'version', events.at(-1)?.streamPosition ?? 0, Number(row.version));
  return events.length;
}
