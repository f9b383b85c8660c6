import type { Queryable } from './database';
import { postgresEventStore, type AppendResult, type ExpectedVersion, type NewEvent } from './eventstore/index';
import type { Projection } from './projection';

/**
 * Appends and applies the inline projections in one transaction: what the command wrote is in the read models
 * the moment it returns (a balance shown right after a purchase), and a failing projection undoes the append.
 */
export async function appendWithInlineProjections(
  pool: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
  projections: readonly Projection[],
): Promise<AppendResult> {
  return pool.transaction(async (tx) => {
    const result = await postgresEventStore(tx).appendToStream(streamId, events, expected);
    for (const projection of projections) {
      if (projection.mode !== 'inline') throw new Error(`${projection.name} is not an inline projection`);
      const wanted = projection.eventTypes;
      const relevant = wanted ? result.events.filter((event) => wanted.includes(event.type)) : result.events;
      if (relevant.length > 0) await projection.apply(tx, relevant);
    }
    return result;
  });
}
