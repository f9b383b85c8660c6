import { createHash } from 'node:crypto';
import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { appendWithInlineProjections } from '../../../projections/platform/inline';
import type { Projection } from '../../../projections/platform/projection';
import { sql } from '@landrecords/projections/platform/database';
import {
  ConcurrencyError,
  isPlainJson,
  readSnapshot,
  readStream,
  writeSnapshot,
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
  /**
   * Raise it when what `evolve` makes of the events changes while the text of `evolve` and `initialState` does
   * not (a function they call, a constant they read): the snapshots folded by the older code are then unused.
   * A change to their own text does that by itself (see stateFingerprint).
   */
  stateVersion?: number;
};

export type CommandResult<State> = { state: State; version: number; events: RecordedEvent[] };

/** Events folded past the snapshot (or from the start) before a command keeps a new one. */
export const snapshotEvery = 100;
const pageSize = 5000;

/**
 * Names the code that folds the aggregate's state: a snapshot is used only by code of the same fingerprint, so
 * a deploy that changes `evolve` or `initialState` (or raises stateVersion) folds its streams anew from the start.
 */
export const stateFingerprint = (aggregate: Aggregate<unknown>) =>
  createHash('sha256')
    .update(`${aggregate.stateVersion ?? 0}\0${aggregate.initialState.toString()}\0${aggregate.evolve.toString()}`)
    .digest('hex')
    .slice(0, 32);

type Loaded<State> = { state: State; version: number; snapshotVersion: number };

/** The snapshot, if one fits, and every event after it up to the stream's version, read page by page. */
async function load<State>(db: Db, aggregate: Aggregate<State>, fingerprint: string): Promise<Loaded<State>> {
  const snapshot = await readSnapshot(db, aggregate.streamId, fingerprint);
  const snapshotVersion = snapshot?.version ?? 0;
  let state = snapshot ? (snapshot.state as State) : aggregate.initialState();
  const first = await readStream(db, aggregate.streamId, { from: snapshotVersion + 1, limit: pageSize });
  if (first.version === 'no_stream') return { state, version: 0, snapshotVersion: 0 };
  const version = first.version;
  let position = snapshotVersion;
  for (let page = first.events; ;) {
    for (const event of page) {
      state = aggregate.evolve(state, event);
      position = event.streamPosition;
    }
    if (position >= version || page.length < pageSize) break;
    page = (await readStream(db, aggregate.streamId, { from: position + 1, to: version, limit: pageSize })).events;
  }
  return { state, version, snapshotVersion };
}

/** The state of an aggregate as its whole stream has it now, and the stream's version (0 when it has none). */
export async function loadAggregate<State>(
  db: Db,
  aggregate: Aggregate<State>,
): Promise<{ state: State; version: number }> {
  const { state, version } = await load(db, aggregate, stateFingerprint(aggregate as Aggregate<unknown>));
  return { state, version };
}

/**
 * Keeps the state just read as a snapshot once enough events were folded past the last one. The state is the
 * one folded from the stored events (not from the events this command appends), so the snapshot is what a replay
 * would give; it is written in the command's transaction and goes if that rolls back.
 */
async function keepSnapshot<State>(
  tx: DatabaseTransactionConnection,
  loaded: Loaded<State>,
  streamId: string,
  fingerprint: string,
) {
  if (loaded.version - loaded.snapshotVersion < snapshotEvery || !isPlainJson(loaded.state)) return;
  await writeSnapshot(tx, streamId, fingerprint, loaded.version, loaded.state);
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
      const outcome = await db.transaction(async (tx) => {
        await lockStream(tx, aggregate.streamId);
        const fingerprint = stateFingerprint(aggregate as Aggregate<unknown>);
        const loaded = await load(tx, aggregate, fingerprint);
        const { state, version } = loaded;
        // Before deciding, so the snapshot is of the state as read (decide cannot touch it) and is kept even
        // when the command is refused: a stream that only refuses is not folded whole again and again.
        await keepSnapshot(tx, loaded, aggregate.streamId, fingerprint);
        let decided: NewEvent[];
        try {
          decided = decide(state, version);
        } catch (refusal) {
          return { refusal };
        }
        const events = withMetadata(decided, metadata);
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
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome;
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
