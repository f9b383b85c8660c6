import type { Role, UserStatus } from '@landrecords/contracts/codes';
import type { UserRecord } from '@landrecords/contracts/users/user';
import type { CodeDescription } from '@landrecords/contracts/search/details';
import { sql, type Queryable } from '../platform/database';

type Row = Record<string, unknown>;

const toRecord = (row: Row): UserRecord => ({
  id: Number(row.id),
  username: String(row.username),
  role: row.role as Role,
  accountId: Number(row.account_id),
  accountName: String(row.account_name ?? ''),
  viewJudicialProtection: Boolean(row.view_judicial_protection),
  firstName: String(row.first_name),
  lastName: String(row.last_name),
  company: String(row.company),
  address: String(row.address),
  city: String(row.city),
  state: String(row.state),
  zip: String(row.zip),
  email: String(row.email),
  phoneFormatType: row.phone_format_type as UserRecord['phoneFormatType'],
  phone: String(row.phone),
  language: row.language as UserRecord['language'],
  status: row.status as UserStatus,
  lastSignInAt: (row.last_sign_in_at as string | null) ?? null,
  secondStepEnrolled: row.second_factor_secret !== null && row.second_factor_secret !== undefined,
});

const selectUsers = sql.fragment`
  SELECT u.*, a.name AS account_name FROM users u LEFT JOIN accounts a ON a.id = u.account_id`;

export async function findUser(db: Queryable, id: number): Promise<UserRecord | null> {
  if (!Number.isSafeInteger(id)) return null;
  const row = await db.maybeOne(sql.unsafe`${selectUsers} WHERE u.id = ${id}`);
  return row ? toRecord(row) : null;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRecord | null> {
  const row = await db.maybeOne(sql.unsafe`${selectUsers} WHERE lower(u.username) = lower(${username})`);
  return row ? toRecord(row) : null;
}

const sortColumns = {
  id: [sql.fragment`u.id`],
  username: [sql.fragment`lower(u.username)`],
  name: [sql.fragment`lower(u.last_name)`, sql.fragment`lower(u.first_name)`],
  firstName: [sql.fragment`lower(u.first_name)`],
  lastName: [sql.fragment`lower(u.last_name)`],
  email: [sql.fragment`lower(u.email)`],
  company: [sql.fragment`lower(u.company)`],
  accountName: [sql.fragment`lower(a.name)`],
  role: [sql.fragment`u.role`],
  status: [sql.fragment`u.status`],
  lastSignInAt: [sql.fragment`u.last_sign_in_at`],
} as const;
export const userSortFields = Object.keys(sortColumns) as ReadonlyArray<keyof typeof sortColumns>;
export type UserSort = { field: keyof typeof sortColumns; order: 'ASC' | 'DESC' };

export type UserQuery = {
  filterText?: string;
  /** ALL (which includes locked users), A, I or P (002 §2.3). */
  statusType?: 'ALL' | 'A' | 'I' | 'P';
  /** Only these accounts: the caller's allowable ones, narrowed by the account filter. */
  accountIds?: readonly number[];
  /** Only these user types: the caller's allowable ones. */
  roles?: readonly Role[];
  /** Only these users (react-admin's getMany). */
  ids?: readonly number[];
  sort?: UserSort;
  range?: [number, number];
};

/** The user list: filter text over username, names, email and company; the total before the range. */
export async function listUsers(db: Queryable, query: UserQuery = {}): Promise<{ rows: UserRecord[]; total: number }> {
  const text = `%${(query.filterText ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [
    sql.fragment`(u.username ILIKE ${text} OR u.first_name ILIKE ${text} OR u.last_name ILIKE ${text}
      OR (u.first_name || ' ' || u.last_name) ILIKE ${text} OR u.email ILIKE ${text} OR u.company ILIKE ${text})`,
  ];
  const status = query.statusType ?? 'ALL';
  if (status !== 'ALL') conditions.push(sql.fragment`u.status = ${status}`);
  if (query.accountIds) conditions.push(sql.fragment`u.account_id = ANY(${sql.array([...query.accountIds], 'int8')})`);
  if (query.roles) conditions.push(sql.fragment`u.role = ANY(${sql.array([...query.roles], 'text')})`);
  if (query.ids) conditions.push(sql.fragment`u.id = ANY(${sql.array([...query.ids], 'int8')})`);
  const where = sql.join(conditions, sql.fragment` AND `);
  const sort = query.sort ?? { field: 'username', order: 'ASC' };
  // NULLS LAST either way: a user never signed in sorts after the others.
  const direction = sort.order === 'DESC' ? sql.fragment`DESC NULLS LAST` : sql.fragment`ASC NULLS LAST`;
  const order = sql.join(
    sortColumns[sort.field].map((column) => sql.fragment`${column} ${direction}`),
    sql.fragment`, `,
  );
  const page = query.range
    ? sql.fragment`OFFSET ${query.range[0]} LIMIT ${Math.max(0, query.range[1] - query.range[0] + 1)}`
    : sql.fragment``;
  const rows = await db.any(sql.unsafe`${selectUsers} WHERE ${where} ORDER BY ${order}, u.id ${page}`);
  const total = Number(
    await db.oneFirst(
      sql.unsafe`SELECT count(*) FROM users u LEFT JOIN accounts a ON a.id = u.account_id WHERE ${where}`,
    ),
  );
  return { rows: rows.map(toRecord), total };
}

/** The selection modals list at most this many matches (001 §2.22). */
export const LOOKUP_LIMIT = 100;

/** Users by username among these accounts and user types (the ones a caller manages), for the selection modal. */
export async function usersCodeDescription(
  db: Queryable,
  accountIds: readonly number[],
  roles: readonly Role[],
  filterText: string,
): Promise<CodeDescription[]> {
  if (accountIds.length === 0 || roles.length === 0) return [];
  const text = `%${filterText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.any(sql.unsafe`
    SELECT id, username FROM users
    WHERE username ILIKE ${text}
      AND account_id = ANY(${sql.array([...accountIds], 'int8')}) AND role = ANY(${sql.array([...roles], 'text')})
    ORDER BY lower(username), id LIMIT ${LOOKUP_LIMIT}`);
  return rows.map((row) => ({ code: String(row.id), description: String(row.username) }));
}

/** An account's users, by id: its activation, deactivation and deletion apply to each (002 §4). */
export const userIdsOfAccount = async (db: Queryable, accountId: number): Promise<number[]> =>
  (await db.anyFirst(sql.unsafe`SELECT id FROM users WHERE account_id = ${accountId} ORDER BY id`)).map(Number);

/** The users of these roles idle since the start of a day in a time zone (never signed in: made before it). */
export async function usersIdleSince(
  db: Queryable,
  roles: readonly Role[],
  day: { year: number; month: number; day: number },
  timeZone: string,
): Promise<number[]> {
  const ids = await db.anyFirst(sql.unsafe`
    SELECT id FROM users
    WHERE role = ANY(${sql.array([...roles], 'text')})
      AND coalesce(last_sign_in_at, created_at)
        < make_timestamp(${day.year}, ${day.month}, ${day.day}, 0, 0, 0) AT TIME ZONE ${timeZone}
    ORDER BY id`);
  return ids.map(Number);
}

/** The active users' usernames registered with an address (the forgotten-username mail), the guest left out. */
export const usernamesByEmail = async (db: Queryable, email: string): Promise<string[]> =>
  (
    await db.anyFirst(sql.unsafe`
      SELECT username FROM users WHERE lower(email) = lower(${email}) AND status = 'A' AND role <> 'GUEST'
      ORDER BY username`)
  ).map(String);

/** The user a password reset is for: the username and address match, active or locked, not the guest. */
export async function userToReset(db: Queryable, username: string, email: string): Promise<number | null> {
  const id = await db.maybeOneFirst(sql.unsafe`
    SELECT id FROM users WHERE lower(username) = lower(${username}) AND lower(email) = lower(${email})
      AND status IN ('A', 'L') AND role <> 'GUEST'`);
  return id === null ? null : Number(id);
}
