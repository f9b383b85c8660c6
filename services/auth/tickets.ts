import { createHash, randomBytes } from 'node:crypto';
import { sql, type Queryable } from '@landrecords/projections/platform/database';

export type TicketPurpose = 'registration' | 'passwordReset';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** A new random ticket for a user; the emailed link carries it, the table only its hash. */
export async function issueTicket(
  db: Queryable,
  purpose: TicketPurpose,
  userId: number,
  validForHours: number,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query(sql.unsafe`
    INSERT INTO auth_tickets (id_hash, purpose, user_id, expires_at)
    VALUES (${hashOf(ticket)}, ${purpose}, ${userId}, now() + make_interval(secs => ${Math.round(validForHours * 3600)}))`);
  return ticket;
}

export type TicketUse = { ok: true; userId: number } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Uses a ticket once: the first caller gets its user, any later one is told it was used. */
export async function useTicket(db: Queryable, purpose: TicketPurpose, ticket: string): Promise<TicketUse> {
  const used = await db.maybeOne(sql.unsafe`
    UPDATE auth_tickets SET used_at = now()
    WHERE id_hash = ${hashOf(ticket)} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()
    RETURNING user_id`);
  if (used) return { ok: true, userId: Number(used.user_id) };
  const found = await db.maybeOne(sql.unsafe`
    SELECT used_at IS NOT NULL AS used FROM auth_tickets WHERE id_hash = ${hashOf(ticket)} AND purpose = ${purpose}`);
  if (!found) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: found.used ? 'used' : 'expired' };
}

/** A new reset link makes the older ones of the same user useless. */
export async function withdrawTickets(db: Queryable, purpose: TicketPurpose, userId: number): Promise<void> {
  await db.query(sql.unsafe`
    UPDATE auth_tickets SET used_at = now() WHERE user_id = ${userId} AND purpose = ${purpose} AND used_at IS NULL`);
}
