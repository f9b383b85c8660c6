import type { Role, UserStatus } from '@landrecords/contracts/codes';
import type { UserRecord } from '@landrecords/contracts/users/user';
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

export type UserSort = {
  field: 'username' | 'name' | 'accountName' | 'role' | 'status' | 'id';
  order: 'ASC' | 'DESC';
};
const sortColumns: Record<UserSort['field'], ReturnType<typeof sql.fragment>> = {
  id: sql.fragment`u.id`,
  username: sql.fragment`lower(u.username)`,
  name: sql.fragment`lower(u.last_name), lower(u.first_name)`,
  accountName: sql.fragment`lower(a.name)`,
  role: sql.fragment`u.role`,
  status: sql.fragment`u.status`,
};

export type UserQuery = {
  filterText?: string;
  /** ALL (which includes locked users), A, I or P (002 §2.3). */
  statusType?: 'ALL' | 'A' | 'I' | 'P';
  /** Only these accounts: the caller's allowable ones, narrowed by the account filter. */
  accountIds?: readonly number[];
  sort?: UserSort;
  range?: [number, number];
};

/** The user list: filter text over username, names, email and company. */
export async function listUsers(db: Queryable, query: UserQuery = {}): Promise<{ rows: UserRecord[]; total: number }> {
  const text = `%${(query.filterText ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [
    sql.fragment`(u.username ILIKE ${text} OR u.first_name ILIKE ${text} OR u.last_name ILIKE ${text}
      OR (u.first_name || ' ' || u.last_name) ILIKE ${text} OR u.email ILIKE ${text} OR u.company ILIKE ${text})`,
  ];
  const status = query.statusType ?? 'ALL';
  if (status !== 'ALL') conditions.push(sql.fragment`u.status = ${status}`);
  if (query.accountIds) conditions.push(sql.fragment`u.account_id = ANY(${sql.array([...query.accountIds], 'int8')})`);
  const where = sql.join(conditions, sql.fragment` AND `);
  const sort = query.sort ?? { field: 'username', order: 'ASC' };
  const direction = sort.order === 'DESC' ? sql.fragment`DESC` : sql.fragment`ASC`;
  const [from, to] = query.range ?? [0, 9999];
  const rows = await db.any(sql.unsafe`
    ${selectUsers} WHERE ${where} ORDER BY ${sortColumns[sort.field]} ${direction}, u.id
    OFFSET ${from} LIMIT ${Math.max(0, to - from + 1)}`);
  const total = Number(
    await db.oneFirst(
      sql.unsafe`SELECT count(*) FROM users u LEFT JOIN accounts a ON a.id = u.account_id WHERE ${where}`,
    ),
  );
  return { rows: rows.map(toRecord), total };
}
