import { randomUUID } from 'node:crypto';
import { sql, type Queryable } from '../database';
import { checkEvents } from './event-check';
import { ConcurrencyError, type StreamAppend } from './types';

export type { StreamAppend };

/**
 * Appends to many streams in one round trip (es_append_streams), each at its expected version, with the
 * guarantees of appendToStream: when any stream moved meanwhile it throws ConcurrencyError and, inside the
 * caller's transaction, nothing of the batch is written. Every event goes through the registered event check
 * before anything is written. For imports; a command on one aggregate uses appendToStream.
 */
export async function appendToStreams(db: Queryable, appends: readonly StreamAppend[]): Promise<number> {
  for (const append of appends) checkEvents(append.events);
  if (appends.length === 0) return 0;
  const events = `[${appends
    .map((append) =>
      JSON.stringify(
        append.events.map((event) => ({
          id: event.id ?? randomUUID(),
          type: event.type,
          data: event.data,
          metadata: event.metadata ?? {},
        })),
      ),
    )
    .join(',')}]`;
  try {
    return Number(
      await db.oneFirst(sql.unsafe`
        SELECT es_append_streams(
          ${sql.array(
            appends.map((append) => append.streamId),
            'text',
          )},
          ${sql.array(
            appends.map((append) => append.expected),
            'int8',
          )},
          ${events}::jsonb)`),
    );
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ES409') throw new ConcurrencyError(`${appends.length} streams of a batch`, 'any', 'no_stream');
    throw error;
  }
}
