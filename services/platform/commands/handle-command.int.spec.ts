import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '@landrecords/projections/platform/database';
import {
  appendToStream,
  ConcurrencyError,
  readStream,
  type NewEvent,
} from '@landrecords/projections/platform/eventstore/index';
import { freshDatabase, type TestDatabase } from '../../../tests/support/database';
import { handleCommand, loadAggregate, snapshotEvery, stateFingerprint, type Aggregate } from './handle-command';
import '../../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

/** A tally that counts its marks and refuses them once closed: its decision needs the whole stream. */
type Tally = { closed: boolean; marks: number };
const tally = (streamId: string): Aggregate<Tally> => ({
  streamId,
  initialState: () => ({ closed: false, marks: 0 }),
  evolve: (state, event) =>
    event.type === 'TallyClosed' ? { ...state, closed: true } : { ...state, marks: state.marks + 1 },
});
const mark = (): NewEvent => ({ type: 'TallyMarked', data: {} });
class Refused extends Error {}
const decideMark = (state: Tally) => {
  if (state.closed) throw new Refused('The tally is closed.');
  return [mark()];
};

/** Writes a long stream fast: in batches straight to the store, as an import would. */
async function seed(streamId: string, events: readonly NewEvent[]) {
  for (let at = 0; at < events.length; at += 5000) {
    await appendToStream(db.pool, streamId, events.slice(at, at + 5000), at === 0 ? 'no_stream' : at);
  }
}

describe('a command on a long stream', () => {
  it('decides on all 25,000 events, not the first 10,000', async () => {
    const events = Array.from({ length: 25_000 }, mark);
    events[12_000] = { type: 'TallyClosed', data: {} };
    await seed('tally-25k', events);

    await expect(handleCommand(db.pool, tally('tally-25k'), decideMark)).rejects.toThrow('The tally is closed.');
    expect((await readStream(db.pool, 'tally-25k', { limit: 1 })).version).toBe(25_000);

    const open = Array.from({ length: 25_000 }, mark);
    await seed('tally-25k-open', open);
    const result = await handleCommand(db.pool, tally('tally-25k-open'), decideMark);
    expect(result).toMatchObject({ version: 25_001, state: { closed: false, marks: 25_001 } });
  }, 120_000);
});

const snapshotOf = (streamId: string) =>
  db.pool.maybeOne(sql.unsafe`SELECT version, state::text AS state FROM es_snapshots WHERE stream_id = ${streamId}`);

/** Marks the stream's snapshot, so a state folded from it shows it was used (the marks are off by 1,000). */
const markSnapshot = (streamId: string) =>
  db.pool.query(sql.unsafe`
    UPDATE es_snapshots SET state = json_build_object('closed', false, 'marks', (state->>'marks')::int + 1000)
    WHERE stream_id = ${streamId}`);

describe("snapshots of a command's state", () => {
  it('are kept once enough events were folded, and the next command reads only what follows', async () => {
    await seed('tally-snap', Array.from({ length: snapshotEvery + 20 }, mark));
    await handleCommand(db.pool, tally('tally-snap'), decideMark);
    const snapshot = await snapshotOf('tally-snap');
    expect(snapshot).toMatchObject({ version: snapshotEvery + 20 });
    expect(JSON.parse(snapshot!.state as string)).toEqual({ closed: false, marks: snapshotEvery + 20 });

    await markSnapshot('tally-snap');
    const result = await handleCommand(db.pool, tally('tally-snap'), decideMark);
    expect(result).toMatchObject({ version: snapshotEvery + 22, state: { marks: snapshotEvery + 1022 } });
  });

  it('are left unused when evolve changes, or when the aggregate raises its stateVersion', async () => {
    await seed('tally-code', Array.from({ length: snapshotEvery + 5 }, mark));
    await handleCommand(db.pool, tally('tally-code'), decideMark);
    await markSnapshot('tally-code');
    const full = { closed: false, marks: snapshotEvery + 6 };
    expect((await loadAggregate(db.pool, tally('tally-code'))).state).toEqual({ ...full, marks: full.marks + 1000 });

    const raised = { ...tally('tally-code'), stateVersion: 2 };
    expect((await loadAggregate(db.pool, raised)).state).toEqual(full);
    const changed: Aggregate<Tally> = {
      ...tally('tally-code'),
      evolve: (state, event) => ({
        closed: state.closed || event.type === 'TallyClosed',
        marks: state.marks + (event.type === 'TallyMarked' ? 1 : 0),
      }),
    };
    expect(stateFingerprint(changed as Aggregate<unknown>)).not.toBe(
      stateFingerprint(tally('x') as Aggregate<unknown>),
    );
    expect((await loadAggregate(db.pool, changed)).state).toEqual(full);
  });

  it('are kept when the command is refused, and not when its transaction rolls back', async () => {
    await seed('tally-refused', [...Array.from({ length: snapshotEvery }, mark), { type: 'TallyClosed', data: {} }]);
    await expect(handleCommand(db.pool, tally('tally-refused'), decideMark)).rejects.toThrow('The tally is closed.');
    expect(await snapshotOf('tally-refused')).toMatchObject({ version: snapshotEvery + 1 });

    await seed('tally-failed', Array.from({ length: snapshotEvery }, mark));
    const failing: Aggregate<Tally> = {
      ...tally('tally-failed'),
      projections: [
        {
          name: 'failing',
          tables: [],
          mode: 'inline',
          apply: () => Promise.reject(new Error('the read model refused it')),
        },
      ],
    };
    await expect(handleCommand(db.pool, failing, decideMark)).rejects.toThrow('the read model refused it');
    expect(await snapshotOf('tally-failed')).toBeNull();
    expect((await readStream(db.pool, 'tally-failed', { limit: 1 })).version).toBe(snapshotEvery);
  });

  it('are not taken of a state JSON would change, and the command still decides on the whole stream', async () => {
    type Dated = { last: Date | null; count: number };
    const dated: Aggregate<Dated> = {
      streamId: 'dated-1',
      initialState: () => ({ last: null, count: 0 }),
      evolve: (state, event) => ({ last: new Date(event.recordedAt), count: state.count + 1 }),
    };
    await seed('dated-1', Array.from({ length: snapshotEvery * 2 }, mark));
    const result = await handleCommand(db.pool, dated, () => [mark()]);
    expect(result.state.count).toBe(snapshotEvery * 2 + 1);
    expect(await snapshotOf('dated-1')).toBeNull();
  });

  it('leave a writer that does not take the lock detected: the command decides again on the newer state', async () => {
    await seed('tally-race', Array.from({ length: snapshotEvery + 10 }, mark));
    await handleCommand(db.pool, tally('tally-race'), decideMark);
    expect(await snapshotOf('tally-race')).toMatchObject({ version: snapshotEvery + 10 });

    // An import appends (a mark, then the closing) without the stream's lock, and commits only once the command,
    // having read the stream without it, waits to append at the version it read.
    const race = async (written: NewEvent, attempts: number) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let appended!: () => void;
      const inIt = new Promise<void>((resolve) => (appended = resolve));
      const writer = db.pool.transaction(async (tx) => {
        await appendToStream(tx, 'tally-race', [written], 'any');
        appended();
        await held;
      });
      await inIt;
      const command = handleCommand(db.pool, tally('tally-race'), decideMark, {}, attempts).then(
        (result) => result,
        (error: unknown) => error,
      );
      await waitForALockWait();
      release();
      await writer;
      return command;
    };

    const refused = await race(mark(), 1);
    expect(refused).toBeInstanceOf(ConcurrencyError);
    const retried = await race({ type: 'TallyClosed', data: {} }, 3);
    expect(retried).toBeInstanceOf(Refused);
    expect((retried as Error).message).toBe('The tally is closed.');
    expect((await readStream(db.pool, 'tally-race', { limit: 1 })).version).toBe(snapshotEvery + 13);
  });
});

/** Until a statement of this database waits for a row another transaction holds. */
async function waitForALockWait() {
  for (let tries = 0; tries < 500; tries++) {
    const waiting = await db.pool.oneFirst(sql.unsafe`
      SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (Number(waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement waited for a lock');
}
