import { createHash, randomBytes } from 'node:crypto';
import type { FragmentSqlToken } from 'slonik';
import { prepared, sql, type Queryable } from '@landrecords/projections/platform/database';

export type Session = {
  userId: string;
  username: string;
  role: string;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
};

export type NewSession = { userId: string; username: string; role: string; sourceIp?: string; userAgent?: string };

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');
const token = () => randomBytes(32).toString('base64url');

type SessionRow = {
  user_id: string;
  username: string;
  role: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
};
const toSession = (row: SessionRow): Session => ({
  userId: row.user_id,
  username: row.username,
  role: row.role,
  csrfToken: row.csrf_token,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
});

/** Starts a session; the returned id goes to the browser in a cookie and is never stored as it is. */
export async function startSession(
  db: Queryable,
  session: NewSession,
): Promise<{ sessionId: string; csrfToken: string }> {
  const sessionId = token();
  const csrfToken = token();
  await db.query(sql.unsafe`
    INSERT INTO auth_sessions (id_hash, user_id, username, role, csrf_token, source_ip, user_agent)
    VALUES (${hashOf(sessionId)}, ${session.userId}, ${session.username}, ${session.role}, ${csrfToken},
      ${session.sourceIp ?? null}, ${session.userAgent?.slice(0, 300) ?? null})`);
  return { sessionId, csrfToken };
}

/**
 * What the app needs with every signed-in call, read in the session's own query (one round trip): `column` is
 * one more column of `SELECT ... FROM auth_sessions s`, `contextOf` makes the request's context of it (it may
 * refresh what the process holds), `inactivityMinutes` is the idle limit it sets. The composition root wires the
 * county's (the caller and the county configuration); the platform knows none of it.
 */
export type SessionContextPort<Context = unknown> = {
  column: FragmentSqlToken;
  contextOf(db: Queryable, value: unknown): Promise<Context>;
  inactivityMinutes(context: Context): number;
};

// Every signed-in call runs the session's query: planned once per connection, named by its text.
const statementNames = new WeakMap<SessionContextPort<unknown>, string>();
function statementNameOf(port: SessionContextPort<unknown>): string {
  let name = statementNames.get(port);
  if (!name) {
    name = `session_${createHash('sha256').update(port.column.sql).digest('hex').slice(0, 16)}`;
    statementNames.set(port, name);
  }
  return name;
}

/** A session with no context and a fixed idle limit: for the platform's own tests. */
export const fixedIdleLimit = (minutes: number): SessionContextPort<null> => ({
  column: sql.fragment`NULL`,
  contextOf: async () => null,
  inactivityMinutes: () => minutes,
});

/**
 * The session behind an id if it has been used within the inactivity limit, marking it used now, with its
 * context. An idle one is ended and not returned. One query; a second once a minute to move the last-seen time.
 */
export async function resumeSession<Context>(
  db: Queryable,
  sessionId: string,
  port: SessionContextPort<Context>,
): Promise<(Session & { context: Context }) | null> {
  const idHash = hashOf(sessionId);
  const row = await db.maybeOne(prepared(statementNameOf(port))`
    SELECT user_id, username, role, csrf_token, created_at, last_seen_at,
      extract(epoch FROM now() - last_seen_at) AS idle_seconds, ${port.column} AS context
    FROM auth_sessions s WHERE id_hash = ${idHash}`);
  if (!row) return null;
  const context = await port.contextOf(db, row.context);
  if (Number(row.idle_seconds) >= port.inactivityMinutes(context) * 60) {
    await endSession(db, sessionId);
    return null;
  }
  // The last-seen time moves at most once a minute: most calls then only read, and a read commits without
  // waiting for the disk (searches answer in milliseconds); the inactivity limit is counted in minutes anyway.
  if (Number(row.idle_seconds) < 60) return { ...toSession(row as SessionRow), context };
  const touched = await db.maybeOneFirst(sql.unsafe`
    UPDATE auth_sessions SET last_seen_at = now() WHERE id_hash = ${idHash} RETURNING last_seen_at`);
  // Ended meanwhile (signed out elsewhere, a lockout): gone.
  return touched === null
    ? null
    : { ...toSession({ ...(row as SessionRow), last_seen_at: touched as string }), context };
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(sql.unsafe`DELETE FROM auth_sessions WHERE id_hash = ${hashOf(sessionId)}`);
}

/** Ends every session of a user: on deactivation, deletion, lockout or a password reset. */
export async function endSessionsOfUser(db: Queryable, userId: string): Promise<number> {
  const result = await db.query(sql.unsafe`DELETE FROM auth_sessions WHERE user_id = ${userId}`);
  return result.rowCount;
}

/** After a password change: the user's other browsers are signed out, this one stays. */
export async function endOtherSessionsOfUser(db: Queryable, userId: string, keepSessionId: string): Promise<number> {
  const result = await db.query(sql.unsafe`
    DELETE FROM auth_sessions WHERE user_id = ${userId} AND id_hash <> ${hashOf(keepSessionId)}`);
  return result.rowCount;
}

/** Ends every session but one (the county lockout's second step keeps the caller's). */
export async function endAllSessionsExcept(db: Queryable, keepSessionId: string): Promise<number> {
  const result = await db.query(sql.unsafe`DELETE FROM auth_sessions WHERE id_hash <> ${hashOf(keepSessionId)}`);
  return result.rowCount;
}

/** Removes sessions idle longer than the limit; run on a schedule so the table does not grow. */
export async function purgeIdleSessions(db: Queryable, inactivityMinutes: number): Promise<number> {
  const result = await db.query(sql.unsafe`
    DELETE FROM auth_sessions WHERE last_seen_at <= now() - make_interval(mins => ${inactivityMinutes})`);
  return result.rowCount;
}
