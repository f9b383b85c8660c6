import type { Role, UserStatus } from '@landrecords/contracts/codes';
import { sql, type Queryable } from '../platform/database';

/** What a sign-in reads of its user: the password's step by name, the second step by the ticket's user id. */
export type SignInCredentials = {
  id: number;
  username: string;
  role: Role;
  status: UserStatus;
  passwordHash: string;
  /** When a lock of the county's MINUTES mode ends (ISO); null: no such lock. */
  lockedUntil: string | null;
  /** The second factor's secret, sealed (AES-256-GCM); null: none enrolled. */
  secret: string | null;
  /** Keyed hashes; a used code's is null. */
  recoveryCodeHashes: (string | null)[];
};

const selectCredentials = sql.fragment`
  SELECT id, username, role, status, password_hash, locked_until, second_factor_secret, recovery_code_hashes
  FROM users`;

const credentialsOf = (row: Record<string, unknown>): SignInCredentials => ({
  id: Number(row.id),
  username: String(row.username),
  role: row.role as Role,
  status: row.status as UserStatus,
  passwordHash: String(row.password_hash),
  lockedUntil: row.locked_until === null ? null : new Date(row.locked_until as number).toISOString(),
  secret: (row.second_factor_secret as string | null) ?? null,
  recoveryCodeHashes: (row.recovery_code_hashes as (string | null)[] | null) ?? [],
});

/** The user of this name, whatever its case. */
export async function signInCredentialsByUsername(db: Queryable, username: string) {
  const row = await db.maybeOne(sql.unsafe`${selectCredentials} WHERE lower(username) = lower(${username})`);
  return row ? credentialsOf(row) : null;
}

export async function signInCredentialsOf(db: Queryable, userId: number) {
  const row = await db.maybeOne(sql.unsafe`${selectCredentials} WHERE id = ${userId}`);
  return row ? credentialsOf(row) : null;
}
