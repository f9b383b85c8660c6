import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@landrecords/contracts/auth/payloads';
import { sql, type Queryable } from '@landrecords/projections/platform/database';

export type SecondStepKind = 'verify' | 'enrol';

/** Five minutes, five wrong codes, one use. */
export const TICKET_SECONDS = 300;
export const TICKET_WRONG_CODES = 5;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export type LiveTicket = {
  userId: number;
  kind: SecondStepKind;
  language: Language;
  pendingSecret: string | null;
};

/** A new ticket for the step after a right password; the table keeps only its hash. */
export async function issueSecondStepTicket(
  db: Queryable,
  userId: number,
  kind: SecondStepKind,
  language: Language,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query(sql.unsafe`
    INSERT INTO second_step_tickets (id_hash, user_id, kind, language, expires_at)
    VALUES (${hashOf(ticket)}, ${userId}, ${kind}, ${language}, now() + make_interval(secs => ${TICKET_SECONDS}))`);
  // Tickets long dead are swept as new ones come, so the table stays small without a job.
  await db.query(sql.unsafe`DELETE FROM second_step_tickets WHERE expires_at < now() - interval '1 day'`);
  return ticket;
}

const live = sql.fragment`used_at IS NULL AND expires_at > now() AND wrong_codes < ${TICKET_WRONG_CODES}`;

/** The ticket while it is still good: not used, not expired, fewer than five wrong codes. */
export async function liveTicket(db: Queryable, ticket: string): Promise<LiveTicket | null> {
  const row = await db.maybeOne(sql.unsafe`
    SELECT user_id, kind, language, pending_secret FROM second_step_tickets
    WHERE id_hash = ${hashOf(ticket)} AND ${live}`);
  if (!row) return null;
  return {
    userId: Number(row.user_id),
    kind: row.kind as SecondStepKind,
    language: row.language as Language,
    pendingSecret: (row.pending_secret as string | null) ?? null,
  };
}

/** Keeps an enrolment's sealed secret with its ticket once; answers the one kept (a second call's is the first's). */
export async function keepPendingSecret(db: Queryable, ticket: string, sealed: string): Promise<string | null> {
  const row = await db.maybeOne(sql.unsafe`
    UPDATE second_step_tickets SET pending_secret = COALESCE(pending_secret, ${sealed})
    WHERE id_hash = ${hashOf(ticket)} AND kind = 'enrol' AND ${live}
    RETURNING pending_secret`);
  return row ? String(row.pending_secret) : null;
}

/** A wrong code spends one of the ticket's five. */
export async function countWrongCode(db: Queryable, ticket: string): Promise<void> {
  await db.query(
    sql.unsafe`UPDATE second_step_tickets SET wrong_codes = wrong_codes + 1 WHERE id_hash = ${hashOf(ticket)}`,
  );
}

/** Uses the ticket: true for the one caller that did; any other (at the same moment, or later) hears false. */
export async function useSecondStepTicket(db: Queryable, ticket: string): Promise<boolean> {
  const row = await db.maybeOne(sql.unsafe`
    UPDATE second_step_tickets SET used_at = now() WHERE id_hash = ${hashOf(ticket)} AND ${live} RETURNING user_id`);
  return row !== null;
}

/**
 * Claims a TOTP time step for the user: true when it is newer than any the user has used, false for a replay
 * (the same code again, or an older one), decided in one statement so two at once cannot both win.
 */
export async function claimStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const row = await db.maybeOne(sql.unsafe`
    INSERT INTO second_step_used_steps (user_id, step) VALUES (${userId}, ${step})
    ON CONFLICT (user_id) DO UPDATE SET step = EXCLUDED.step WHERE second_step_used_steps.step < EXCLUDED.step
    RETURNING user_id`);
  return row !== null;
}
