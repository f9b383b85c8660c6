import { sql, type Queryable } from '../platform/database';

/** Users locked by failed sign-ins, newest lock first, for the notice on the control panel's user access page. */
export async function lockedUsers(db: Queryable): Promise<{ username: string; lockedAt: string }[]> {
  const rows = await db.any(sql.unsafe`
    SELECT username, updated_at FROM users WHERE status = 'L' ORDER BY updated_at DESC, username LIMIT 100`);
  return rows.map((row) => ({
    username: String(row.username),
    lockedAt: new Date(row.updated_at as number).toISOString(),
  }));
}
