import { createHash } from 'node:crypto';
import type { FragmentSqlToken } from 'slonik';
import { sql } from '../database';

/**
 * What the chain hashes, as migration 0046 wrote it for the insert trigger, spelled again here with PostgreSQL's
 * built-in functions only: the verifier recomputes every hash itself and trusts no function stored in the
 * database it audits. docs/decisions.md, "The event log's chain".
 */

/** The user events a purge rewrites (projections/users/redaction.ts); their kept hash leaves the person out. */
export const redactableTypes = ['UserCreated', 'UserChanged', 'UserPasswordChanged'] as const;
/** The fields a purge blanks (projections/users/redaction.ts personalFields; a test keeps the lists equal). */
export const redactedFields = [
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'email',
  'phone',
] as const;

/** The jsonb text of [stream_id, stream_position, event_id, type, metadata, recorded_at in UTC]. */
export const headerText = sql.fragment`jsonb_build_array(e.stream_id, e.stream_position, e.event_id::text, e.type,
  e.metadata, to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text`;

const blanked = (fields: FragmentSqlToken) => sql.fragment`(
  SELECT coalesce(jsonb_object_agg(f.key, CASE
      WHEN f.key = ANY(${sql.array([...redactedFields], 'text')}) THEN '""'::jsonb
      WHEN f.key = 'passwordHash' THEN '"redacted"'::jsonb
      ELSE f.value END), '{}'::jsonb)
  FROM jsonb_each(${fields}) AS f)`;

/** The jsonb text of what a purge leaves of a redactable event's data; NULL for every other event. */
export const keptText = sql.fragment`(CASE
    WHEN e.type IN ('UserCreated', 'UserPasswordChanged') AND jsonb_typeof(e.data) = 'object'
      THEN ${blanked(sql.fragment`e.data`)}
    WHEN e.type = 'UserChanged' AND jsonb_typeof(e.data -> 'changes') = 'object'
      THEN e.data || jsonb_build_object('changes', ${blanked(sql.fragment`e.data -> 'changes'`)})
    WHEN e.type = ANY(${sql.array([...redactableTypes], 'text')}) THEN e.data
  END)::text`;

export const sha256 = (...parts: Array<Buffer | string>): Buffer => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? Buffer.from(part, 'utf8') : part);
  return hash.digest();
};

/** content_hash = sha256(utf8(header) || kept_hash || data_hash). */
export const contentHashOf = (header: string, keptHash: Buffer, dataHash: Buffer): Buffer =>
  sha256(header, keptHash, dataHash);

/** chain_hash = sha256(previous chain_hash || content_hash); a stream's first event follows the empty string. */
export const chainHashOf = (previous: Buffer, contentHash: Buffer): Buffer => sha256(previous, contentHash);

/** The user a purge-redacted stream belongs to (user-<id>), or null. */
export const userIdOfStream = (streamId: string): string | null => /^user-(\d+)$/.exec(streamId)?.[1] ?? null;
