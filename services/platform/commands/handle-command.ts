import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { appendWithInlineProjections } from '../../../projections/platform/inline';
import type { Projection } from '../../../projections/platform/projection';
import {
  ConcurrencyError,
  readStream,
  type NewEvent,
  type RecordedEvent,
} from '@landrecords/projections/platform/eventstore/index';

/** The write side of one aggregate: where its events live and how they fold into its state. */
export type Aggregate<State> = {
  streamId: string;
  initialState: () => State;
  evolve: (state: State, event: RecordedEvent) => State;
  /** Read models that must show the change the moment the command returns. */
  projections?: readonly Projection[];
};

export type CommandResult<State> = { state: State; version: number; events: RecordedEvent[] };

/** The state of an aggregate as its stream has it now, and the stream's version (0 when it has none). */
export async function loadAggregate<State>(
  db: DatabasePool | DatabaseTransactionConnection,
  aggregate: Aggregate<State>,
): Promise<{ state: State; version: number }> {
  const { version, events } = await readStream(db, aggregate.streamId);
  const state = events.reduce(aggregate.evolve, aggregate.initialState());
  return { state, version: version === 'no_stream' ? 0 : version };
}

/**
 * Reads the stream, lets `decide` turn the current state into new events (it throws a UserFacingError to
 * refuse), and appends them at the version it read, with the inline projections in the same transaction.
 * When another command got in first, it decides again on the newer state.
 */
export async function handleCommand<State>(
  db: DatabasePool | DatabaseTransactionConnection,
  aggregate: Aggregate<State>,
  decide: (state: State, version: number) => NewEvent[],
  metadata: EventMetadata = {},
  attempts = 3,
): Promise<CommandResult<State>> {
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadAggregate(db, aggregate);
    const events = decide(state, version).map((event) => ({
      ...event,
      metadata: { ...metadata, ...event.metadata },
    }));
    if (events.length === 0) return { state, version, events: [] };
    try {
      const result = await appendWithInlineProjections(
        db as DatabasePool,
        aggregate.streamId,
        events,
        version === 0 ? 'no_stream' : version,
        aggregate.projections ?? [],
      );
      const next = result.events.reduce(aggregate.evolve, state);
      return { state: next, version: result.nextVersion, events: result.events };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
    }
  }
}
