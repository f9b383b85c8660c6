import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { appendWithInlineProjections } from '../../../projections/platform/inline';
import type { Projection } from '../../../projections/platform/projection';
import { sql } from '@landrecords/projections/platform/database';
import {
  ConcurrencyError,
  readStream,
  type NewEvent,
  type RecordedEvent,
} from '@landrecords/projections/platform/eventstore/index';

type Db = DatabasePool | DatabaseTransactionConnection;

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
  db: Db,
  aggregate: Aggregate<State>,
): Promise<{ state: State; version: number }> {
  const { version, events } = await readStream(db, aggregate.streamId);
  const state = events.reduce(aggregate.evolve, aggregate.initialState());
  return { state, version: version === 'no_stream' ? 0 : version };
}

/**
 * Until the transaction ends, the commands of this stream wait for each other: a crowd at one stream (200
 * sign-ins as the guest user, 20 saves of one section) is decided one after another instead of failing its
 * expected version over and over.
 */
export const lockStream = (tx: DatabaseTransactionConnection, streamId: string) =>
  tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${'stream:' + streamId}))`);

const withMetadata = (events: NewEvent[], metadata: EventMetadata) =>
  events.map((event) => ({ ...event, metadata: { ...metadata, ...event.metadata } }));

/**
 * Reads the stream, lets `decide` turn the current state into new events (it throws a UserFacingError to
 * refuse), and appends them at the version it read, with the inline projections, in one transaction that
 * holds the stream's lock. A writer that does not take the lock (another process's import) can still get in
 * first: then it decides again on the newer state, and after `attempts` the ConcurrencyError goes up (409).
 */
export async function handleCommand<State>(
  db: Db,
  aggregate: Aggregate<State>,
  decide: (state: State, version: number) => NewEvent[],
  metadata: EventMetadata = {},
  attempts = 3,
): Promise<CommandResult<State>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await lockStream(tx, aggregate.streamId);
        const { state, version } = await loadAggregate(tx, aggregate);
        const events = withMetadata(decide(state, version), metadata);
        if (events.length === 0) return { state, version, events: [] };
        const result = await appendWithInlineProjections(
          tx,
          aggregate.streamId,
          events,
          version === 0 ? 'no_stream' : version,
          aggregate.projections ?? [],
        );
        return {
          state: result.events.reduce(aggregate.evolve, state),
          version: result.nextVersion,
          events: result.events,
        };
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
    }
  }
}

/**
 * Appends what is only a record (a sign-in happened), decided by nothing, so it cannot conflict: at whatever
 * version the stream has, after the commands holding its lock.
 */
export async function appendRecord<State>(
  db: Db,
  aggregate: Aggregate<State>,
  events: NewEvent[],
  metadata: EventMetadata = {},
): Promise<RecordedEvent[]> {
  return db.transaction(async (tx) => {
    await lockStream(tx, aggregate.streamId);
    const result = await appendWithInlineProjections(
      tx,
      aggregate.streamId,
      withMetadata(events, metadata),
      'any',
      aggregate.projections ?? [],
    );
    return result.events;
  });
}
