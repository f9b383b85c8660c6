import { randomUUID } from 'node:crypto';
import { databaseErrorOf, sql, type Queryable } from '../database';
import { checkEvents } from './event-check';
import { ConcurrencyError, type StreamAppend } from './types';

export type { StreamAppend };

/**
 * Appends to many streams in one round trip (es_append_streams), each at its expected version, with the
 * guarantees of appendToStream: when any stream moved meanwhile it throws ConcurrencyError naming the first such
 * stream and, inside the caller's transaction, nothing of the batch is written. Streams are locked in id order,
 * so batches over the same streams wait for each other rather than deadlock. Every event goes through the registered event check
 * before anything is written. For imports; a command on one aggregate uses appendToStream.
 */
export async function appendToStreams(db: Queryable, appends: readonly StreamAppend[]): Promise<number> {
  for (const append of appends) {
    try {
      checkEvents(append.events);
    } catch (error) {
      throw new Error(`stream ${append.streamId}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
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
    const { code, detail, hint } = databaseErrorOf(error);
    if (code === 'ES409' && detail) {
      const expected = appends.find((append) => append.streamId === detail)?.expected ?? 'any';
      throw new ConcurrencyError(detail, expected, hint === 'no_stream' || !hint ? 'no_stream' : Number(hint));
    }
    throw error;
  }
}
