import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '../database';
import { freshDatabase, logSettled, type TestDatabase } from '../../../tests/support/database';
import { appendToStreams } from './append-streams';
import { chainHead, chainHeadOf } from './chain';
import { redactedFields } from './chain-encoding';
import { verifyChain, verifyChainIn } from './chain-verify';
import { appendToStream, readStream } from './store';
import '../../../tests/support/any-events';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const event = (n: number, data: Record<string, unknown> = {}) => ({
  type: 'CounterIncremented',
  data: { n, note: 'Grüße, 東京 "quoted"\n', ...data },
  metadata: { system: 'test', actor: { userId: '5', username: 'county.clerk1', role: 'COUNTY' } },
});

class RolledBack extends Error {}
/** Runs `tamper` and a verification in one transaction, then rolls both back: the log stays intact for the next. */
async function verifiedAfter(tamper: (tx: DatabaseTransactionConnection) => Promise<unknown>) {
  let result: Awaited<ReturnType<typeof verifyChainIn>> | undefined;
  await db.pool
    .transaction(async (tx) => {
      await tamper(tx);
      result = await verifyChainIn(tx, { batchSize: 7 });
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result!;
}

const eventAt = async (streamId: string, position: number) => {
  const { events } = await readStream(db.pool, streamId, { from: position, to: position });
  return events[0]!;
};

describe('the chain of a log written through the store', () => {
  it('verifies: the hashes the insert trigger wrote are the ones the verifier recomputes', async () => {
    await appendToStream(db.pool, 'ledger-1', [event(1), event(2), event(3)], 'no_stream');
    await appendToStream(db.pool, 'ledger-1', [event(4, { cents: 1250, rate: 1.5 })], 3);
    await appendToStreams(db.pool, [
      { streamId: 'ledger-2', expected: 0, events: [event(1), event(2)] },
      { streamId: 'ledger-1', expected: 4, events: [event(5)] },
    ]);
    const result = await verifyChain(db.pool, { batchSize: 2 });
    expect(result).toEqual({ events: 7, streams: 2, redacted: 0, brokenStreams: 0, breaks: [] });
    const hashes = await db.pool.anyFirst(sql.unsafe`
      SELECT count(*) FROM es_events WHERE data_hash IS NULL OR content_hash IS NULL OR chain_hash IS NULL`);
    expect(hashes).toEqual([0]);
  });

  it('chains each stream alone: a stream head is the fold of its content hashes from the empty string', async () => {
    const rows = await db.pool.any(sql.unsafe`
      SELECT stream_id, encode(chain_hash, 'hex') AS stored,
        encode(es_chain(content_hash) OVER (PARTITION BY stream_id ORDER BY stream_position), 'hex') AS folded
      FROM es_events`);
    for (const row of rows) expect(row.stored).toBe(row.folded);
  });
});

describe('a tampered log: verify names the first event that does not match', () => {
  it.each([
    ['its data', (id: string) => sql.unsafe`UPDATE es_events SET data = data || '{"n": 20}' WHERE event_id = ${id}`],
    ['its type', (id: string) => sql.unsafe`UPDATE es_events SET type = 'CounterDecremented' WHERE event_id = ${id}`],
    [
      'its metadata (who did it)',
      (id: string) => sql.unsafe`UPDATE es_events SET metadata = '{"system": "nobody"}' WHERE event_id = ${id}`,
    ],
    [
      'its time',
      (id: string) =>
        sql.unsafe`UPDATE es_events SET recorded_at = recorded_at - interval '1 day' WHERE event_id = ${id}`,
    ],
  ])('an UPDATE of %s', async (_what, update) => {
    const changed = await eventAt('ledger-1', 2);
    const result = await verifiedAfter((tx) => tx.query(update(changed.id)));
    expect(result.brokenStreams).toBe(1);
    expect(result.breaks[0]).toEqual({
      streamId: 'ledger-1',
      streamPosition: 2,
      eventId: changed.id,
      globalPosition: changed.globalPosition,
      reason: 'its content (type, data, metadata, time or place) is not what was appended',
    });
  });

  it('an UPDATE of a personal field of a user no purge lists', async () => {
    const result = await verifiedAfter(async (tx) => {
      await appendToStream(tx, 'user-88', [
        { type: 'UserCreated', data: { userId: 88, username: 'r.user', firstName: 'Rosa', passwordHash: 'x' } },
      ]);
      await tx.query(sql.unsafe`UPDATE es_events SET data = data || '{"firstName": ""}' WHERE stream_id = 'user-88'`);
    });
    expect(result.breaks).toEqual([
      expect.objectContaining({
        streamId: 'user-88',
        streamPosition: 1,
        reason: 'personal fields changed, but no UsersPurged event lists this user',
      }),
    ]);
  });

  it('an UPDATE that rehashes the event it changed is found at the next one', async () => {
    const changed = await eventAt('ledger-1', 2);
    const next = await eventAt('ledger-1', 3);
    const result = await verifiedAfter(async (tx) => {
      await tx.query(sql.unsafe`UPDATE es_events SET data = data || '{"n": 20}' WHERE event_id = ${changed.id}`);
      await tx.query(sql.unsafe`
        UPDATE es_events SET data_hash = sha256(convert_to(data::text, 'UTF8')) WHERE event_id = ${changed.id}`);
      await tx.query(sql.unsafe`
        UPDATE es_events SET content_hash = es_content_hash(stream_id, stream_position, event_id, type, metadata,
          recorded_at, data_hash, data_hash) WHERE event_id = ${changed.id}`);
      await tx.query(sql.unsafe`
        UPDATE es_events e SET chain_hash = es_chain_step(p.chain_hash, e.content_hash)
        FROM es_events p WHERE e.event_id = ${changed.id} AND p.stream_id = e.stream_id AND p.stream_position = 1`);
    });
    expect(result.breaks).toEqual([
      {
        streamId: 'ledger-1',
        streamPosition: 3,
        eventId: next.id,
        globalPosition: next.globalPosition,
        reason: 'its chain hash does not follow the previous event of its stream',
      },
    ]);
  });

  it('a deleted event is found at the one after the gap', async () => {
    const deleted = await eventAt('ledger-1', 2);
    const next = await eventAt('ledger-1', 3);
    const result = await verifiedAfter((tx) =>
      tx.query(sql.unsafe`DELETE FROM es_events WHERE event_id = ${deleted.id}`),
    );
    expect(result.breaks).toEqual([
      {
        streamId: 'ledger-1',
        streamPosition: 3,
        eventId: next.id,
        globalPosition: next.globalPosition,
        reason: 'follows position 1: the events between are missing',
      },
    ]);
  });

  it("a deleted last event is found by the stream's version, a deleted first one by where the stream starts", async () => {
    const first = await eventAt('ledger-2', 1);
    const second = await eventAt('ledger-2', 2);
    const lastGone = await verifiedAfter((tx) =>
      tx.query(sql.unsafe`DELETE FROM es_events WHERE event_id = ${second.id}`),
    );
    expect(lastGone.breaks).toEqual([
      {
        streamId: 'ledger-2',
        streamPosition: 1,
        eventId: first.id,
        globalPosition: first.globalPosition,
        reason: 'es_streams holds version 2, past this, its last event',
      },
    ]);
    const firstGone = await verifiedAfter((tx) =>
      tx.query(sql.unsafe`DELETE FROM es_events WHERE event_id = ${first.id}`),
    );
    expect(firstGone.breaks[0]).toMatchObject({
      streamId: 'ledger-2',
      streamPosition: 2,
      eventId: second.id,
      reason: 'the stream starts at position 2: its events before it are missing',
    });
    const allGone = await verifiedAfter((tx) =>
      tx.query(sql.unsafe`DELETE FROM es_events WHERE stream_id = 'ledger-2'`),
    );
    expect(allGone.breaks).toEqual([
      {
        streamId: 'ledger-2',
        streamPosition: 2,
        eventId: null,
        globalPosition: null,
        reason: 'es_streams holds version 2, but the log has no event of this stream',
      },
    ]);
  });

  it('lists every broken stream in log order, the earliest written first', async () => {
    const early = await eventAt('ledger-1', 1);
    const late = await eventAt('ledger-2', 2);
    const result = await verifiedAfter((tx) =>
      tx.query(sql.unsafe`UPDATE es_events SET data = '{}' WHERE event_id IN (${late.id}, ${early.id})`),
    );
    expect(result.brokenStreams).toBe(2);
    expect(result.breaks.map((found) => found.eventId)).toEqual([early.id, late.id]);
  });

  it('a stream rewritten with its whole chain recomputed verifies, but no longer has the head printed before', async () => {
    // The head printed once the stream's events are below every running transaction (other tests' included).
    await logSettled(db.pool);
    const printed = await chainHead(db.pool, ['ledger-1']);
    expect(printed.events).toBeGreaterThan(0);
    const result = await verifiedAfter(async (tx) => {
      await tx.query(sql.unsafe`UPDATE es_events SET data = data || '{"n": 99}' WHERE stream_id = 'ledger-1'`);
      await tx.query(sql.unsafe`
        UPDATE es_events SET data_hash = sha256(convert_to(data::text, 'UTF8')) WHERE stream_id = 'ledger-1'`);
      await tx.query(sql.unsafe`
        UPDATE es_events SET content_hash = es_content_hash(stream_id, stream_position, event_id, type, metadata,
          recorded_at, data_hash, data_hash) WHERE stream_id = 'ledger-1'`);
      await tx.query(sql.unsafe`
        UPDATE es_events e SET chain_hash = c.chain_hash
        FROM (SELECT global_position, es_chain(content_hash) OVER (ORDER BY stream_position) AS chain_hash
          FROM es_events WHERE stream_id = 'ledger-1') c
        WHERE e.global_position = c.global_position`);
      expect(await chainHead(tx, ['ledger-1'], printed.asOfTransaction)).not.toEqual(printed);
    });
    expect(result.breaks).toEqual([]);
    expect(await chainHead(db.pool, ['ledger-1'], printed.asOfTransaction)).toEqual(printed);
  });
});

describe('the chain head', () => {
  it('is the same when recomputed as of the transaction it printed, however the log grew since', async () => {
    await logSettled(db.pool);
    const printed = await chainHead(db.pool);
    expect(await chainHeadOf(db.pool)).toMatch(/^[0-9a-f]{8}( [0-9a-f]{8}){3} @ tx \d+ \(2 streams, 7 events\)$/);
    await appendToStream(db.pool, 'ledger-3', [event(1)]);
    await appendToStream(db.pool, 'ledger-1', [event(6)]);
    await logSettled(db.pool);
    const now = await chainHead(db.pool);
    expect(now).toMatchObject({ streams: 3, events: 9 });
    expect(now.hash).not.toBe(printed.hash);
    expect(await chainHead(db.pool, undefined, printed.asOfTransaction)).toEqual(printed);
  });

  it("of a set of streams covers only those; of no stream is the empty string's hash", async () => {
    await logSettled(db.pool);
    const one = await chainHead(db.pool, ['ledger-2', 'no-such-stream']);
    expect(one).toMatchObject({ streams: 1, events: 2 });
    expect(await chainHeadOf(db.pool, [])).toMatch(
      /^e3b0c442 98fc1c14 9afbf4c8 996fb924 @ tx \d+ \(0 streams, 0 events\)$/,
    );
  });
});

describe('appends to different streams at once', () => {
  it('an append whose transaction is still open holds no other stream', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const inside = new Promise<void>((resolve) => (appended = resolve));
    const open = db.pool.transaction(async (tx) => {
      await appendToStream(tx, 'held-a', [event(1)]);
      appended();
      await held;
    });
    await inside;
    const other = await Promise.race([
      appendToStream(db.pool, 'held-b', [event(1)]).then(() => 'appended'),
      new Promise((resolve) => setTimeout(resolve, 5000, 'waited')),
    ]);
    release();
    await open;
    expect(other).toBe('appended');
  });

  it('neither wait for one another nor break a chain; appends to one stream still queue', async () => {
    const streams = Array.from({ length: 8 }, (_, i) => `busy-${i}`);
    await Promise.all(
      streams.flatMap((streamId) =>
        Array.from({ length: 5 }, (_, n) => appendToStream(db.pool, streamId, [event(n), event(n + 100)])),
      ),
    );
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        db.pool.transaction(async (tx) => {
          const batch = [streams[n]!, streams[(n + 3) % 8]!].sort();
          const versions = await Promise.all(batch.map(async (id) => (await readStream(tx, id)).version));
          return appendToStreams(
            tx,
            batch.map((streamId, i) => ({ streamId, expected: versions[i] as number, events: [event(n)] })),
          ).catch(() => 0);
        }),
      ),
    );
    const result = await verifyChain(db.pool);
    expect(result.breaks).toEqual([]);
    for (const streamId of streams) {
      const { version, events } = await readStream(db.pool, streamId);
      expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: version as number }, (_, i) => i + 1));
      expect(version).toBeGreaterThanOrEqual(10);
    }
  });
});

describe("the trigger's redaction rule and the verifier's", () => {
  it('blank the same fields', async () => {
    const person = Object.fromEntries(redactedFields.map((field) => [field, `${field} of Rosa`]));
    const data = { userId: 9, username: 'r.user', role: 'USER', passwordHash: 'argon2$x', ...person };
    const created = await db.pool.oneFirst(sql.unsafe`SELECT es_redacted('UserCreated', ${sql.jsonb(data)})`);
    expect(created).toEqual({
      ...data,
      ...Object.fromEntries(redactedFields.map((field) => [field, ''])),
      passwordHash: 'redacted',
    });
    const changed = await db.pool.oneFirst(sql.unsafe`
      SELECT es_redacted('UserChanged', ${sql.jsonb({ userId: 9, email: 'kept', changes: { email: 'x', role: 'USER' } })})`);
    expect(changed).toEqual({ userId: 9, email: 'kept', changes: { email: '', role: 'USER' } });
  });
});

const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
const section = (file: string, which: 'Up' | 'Down') => {
  const text = readFileSync(join(migrationsDir, file), 'utf8');
  const [up, down] = text.split('-- Down Migration');
  return which === 'Up' ? up!.replace('-- Up Migration', '') : down!;
};
const migrationUp = (file: string) => section(file, 'Up');

describe('migrations 0046 and 0047 on a log written before them', () => {
  it('chain every existing event in stream order, as appends then go on', async () => {
    const old = await freshDatabase(2);
    const admin = new pg.Client({ connectionString: old.url });
    await admin.connect();
    try {
      await admin.query(
        `BEGIN; ${section('0047_es-chain-existing-log.sql', 'Down')}; ${section('0046_es-chain.sql', 'Down')}; COMMIT`,
      );
      await appendToStream(old.pool, 'old-1', [event(1), event(2), event(3)]);
      await appendToStreams(old.pool, [
        { streamId: 'old-2', expected: 0, events: [event(1)] },
        { streamId: 'old-1', expected: 3, events: [event(4)] },
      ]);
      await appendToStream(old.pool, 'user-77', [
        { type: 'UserCreated', data: { userId: 77, username: 'o.user', firstName: 'Rosa', passwordHash: 'x' } },
      ]);

      await admin.query(
        `BEGIN; ${migrationUp('0046_es-chain.sql')}; ${migrationUp('0047_es-chain-existing-log.sql')}; COMMIT`,
      );
      const migrated = await verifyChain(old.pool);
      expect(migrated).toEqual({ events: 6, streams: 3, redacted: 0, brokenStreams: 0, breaks: [] });

      // The migration's hashes are the trigger's: the events appended after it follow on.
      await appendToStream(old.pool, 'old-1', [event(5)]);
      const rows = await old.pool.any(sql.unsafe`
        SELECT encode(chain_hash, 'hex') AS stored,
          encode(es_chain(content_hash) OVER (PARTITION BY stream_id ORDER BY stream_position), 'hex') AS folded
        FROM es_events`);
      for (const row of rows) expect(row.stored).toBe(row.folded);
      expect((await verifyChain(old.pool)).breaks).toEqual([]);
      const tampered = await old.pool.oneFirst(sql.unsafe`
        UPDATE es_events SET data = '{"n": 0}' WHERE stream_id = 'old-1' AND stream_position = 4 RETURNING event_id`);
      expect((await verifyChain(old.pool)).breaks[0]).toMatchObject({ streamId: 'old-1', eventId: tampered });
    } finally {
      await admin.end();
      await old.drop();
    }
  });
});
