import { sql } from '../platform/database';
import type { RecordedEvent } from '../platform/eventstore/index';
import { UsernameTakenError } from './username-taken';
import { userEventTypes, type UserDetails, type UserEvent } from '@landrecords/contracts/users/events';
import type { DatabaseTransactionConnection } from 'slonik';
import { assignmentsOf } from '../platform/assignments';
import type { Projection } from '../platform/projection';

/** The users row's column of each of a user's details. */
export const userColumnOf: Record<keyof UserDetails, string> = {
  role: 'role',
  accountId: 'account_id',
  viewJudicialProtection: 'view_judicial_protection',
  firstName: 'first_name',
  lastName: 'last_name',
  company: 'company',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  email: 'email',
  phoneFormatType: 'phone_format_type',
  phone: 'phone',
  language: 'language',
};

async function applyOne(tx: DatabaseTransactionConnection, recorded: RecordedEvent) {
  const event = { type: recorded.type, data: recorded.data } as UserEvent;
  const { userId } = event.data;
  const touched = sql.fragment`updated_at = ${recorded.recordedAt}, version = ${recorded.streamPosition}`;
  switch (event.type) {
    case 'UserCreated': {
      const d = event.data;
      const inserted = await tx.query(sql.unsafe`
        INSERT INTO users (id, username, role, account_id, status, view_judicial_protection, first_name, last_name,
          company, address, city, state, zip, email, phone_format_type, phone, language, password_hash,
          created_at, updated_at, version)
        VALUES (${userId}, ${d.username}, ${d.role}, ${d.accountId}, ${d.status}, ${d.viewJudicialProtection},
          ${d.firstName}, ${d.lastName}, ${d.company}, ${d.address}, ${d.city}, ${d.state}, ${d.zip}, ${d.email},
          ${d.phoneFormatType}, ${d.phone}, ${d.language}, ${d.passwordHash}, ${recorded.recordedAt},
          ${recorded.recordedAt}, ${recorded.streamPosition})
        ON CONFLICT ((lower(username))) DO NOTHING`);
      // Thrown inside the command's transaction, so the event that would have made a second one is not stored.
      if (inserted.rowCount === 0) throw new UsernameTakenError();
      return;
    }
    case 'UserChanged': {
      const assignments = assignmentsOf(event.data.changes, userColumnOf);
      if (!assignments) return;
      await tx.query(sql.unsafe`UPDATE users SET ${assignments}, ${touched} WHERE id = ${userId}`);
      return;
    }
    case 'UserStatusChanged': {
      const reset = event.data.status === 'A' ? sql.fragment`, failed_attempts = 0` : sql.fragment``;
      const lockedUntil = event.data.status === 'L' ? (event.data.lockedUntil ?? null) : null;
      await tx.query(sql.unsafe`
        UPDATE users SET status = ${event.data.status}${reset}, locked_until = ${lockedUntil}, ${touched}
        WHERE id = ${userId}`);
      return;
    }
    case 'SecondFactorEnrolled':
      await tx.query(sql.unsafe`
        UPDATE users SET second_factor_secret = ${event.data.secret},
          recovery_code_hashes = ${sql.array(event.data.recoveryCodeHashes, 'text')}, ${touched}
        WHERE id = ${userId}`);
      return;
    case 'RecoveryCodeUsed':
      await tx.query(sql.unsafe`
        UPDATE users SET recovery_code_hashes[${event.data.codeIndex + 1}] = NULL, ${touched} WHERE id = ${userId}`);
      return;
    case 'SecondFactorReset':
      await tx.query(sql.unsafe`
        UPDATE users SET second_factor_secret = NULL, recovery_code_hashes = NULL, ${touched} WHERE id = ${userId}`);
      return;
    case 'UserPasswordChanged':
      await tx.query(
        sql.unsafe`UPDATE users SET password_hash = ${event.data.passwordHash}, ${touched} WHERE id = ${userId}`,
      );
      return;
    case 'UserSignedIn':
      await tx.query(sql.unsafe`
        UPDATE users SET failed_attempts = 0, language = ${event.data.language}, last_sign_in_at = ${recorded.recordedAt},
          version = ${recorded.streamPosition} WHERE id = ${userId}`);
      return;
    case 'UserSignInFailed':
      await tx.query(sql.unsafe`
        UPDATE users SET failed_attempts = ${event.data.failedAttempts}, version = ${recorded.streamPosition}
        WHERE id = ${userId}`);
      return;
    case 'UserDeleted':
      await tx.query(sql.unsafe`DELETE FROM users WHERE id = ${userId}`);
      return;
  }
}

/** The users table, kept inline: a saved user is listed, and can sign in, the moment the command returns. */
export const usersProjection: Projection = {
  name: 'users',
  tables: ['users'],
  eventTypes: userEventTypes,
  mode: 'inline',
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
};
