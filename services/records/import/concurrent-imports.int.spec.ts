import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '@landrecords/projections/platform/database';
import { appendToStreams, ConcurrencyError } from '@landrecords/projections/platform/eventstore/index';
import { freshDatabase, type TestDatabase } from '../../../tests/support/database';
import { feedLine as line, sampleLandDocument } from '../../../tests/support/records';
import { importFeed } from './import-feed';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});

const importer = { system: 'test-import' };
const docIds = Array.from({ length: 400 }, (_, index) => String(2025100000 + index));
const lines = (ids: readonly string[], remarks: string) =>
  ids.map((docId) => line({ ...sampleLandDocument({ docId }), instrumentDescription: remarks }));

describe('two imports of overlapping records at once', () => {
  it('both finish, in opposite orders, and every record holds one of them', async () => {
    await importFeed(db.pool, lines(docIds, 'first'), importer, { batchSize: 400 });
    // Both change every record, one from the front and one from the back: row locks taken in the order the
    // records come would cross.
    const reversed = [...docIds].reverse();
    const runs = await Promise.allSettled(
      Array.from({ length: 3 }, (_, round) => [
        importFeed(db.pool, lines(docIds, `a${round}`), importer, { batchSize: 400 }),
        importFeed(db.pool, lines(reversed, `b${round}`), importer, { batchSize: 400 }),
      ]).flat(),
    );
    expect(runs.filter((run) => run.status === 'rejected')).toEqual([]);
    const versions = await db.pool.anyFirst(sql.unsafe`
      SELECT DISTINCT s.version - count(e.*) FROM es_streams s JOIN es_events e USING (stream_id)
      WHERE stream_id LIKE 'landdoc-20251%' GROUP BY s.stream_id, s.version`);
    expect(versions).toEqual([0]);
  });

  it('names the stream that moved when a batch is refused', async () => {
    await importFeed(db.pool, lines(['2025200001'], 'first'), importer);
    const [event] = await db.pool.any(
      sql.unsafe`SELECT type, data FROM es_events WHERE stream_id = 'landdoc-2025200001'`,
    );
    const again = { type: String(event!.type), data: event!.data, metadata: importer };
    const refused = await appendToStreams(db.pool, [
      { streamId: 'landdoc-2025200000', expected: 0, events: [again] },
      { streamId: 'landdoc-2025200001', expected: 0, events: [again] },
    ]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConcurrencyError);
    expect((refused as ConcurrencyError).streamId).toBe('landdoc-2025200001');
    expect((refused as Error).message).toContain('landdoc-2025200001');
  });

  it('names the stream whose event the event check refuses', async () => {
    const refused = await appendToStreams(db.pool, [
      {
        streamId: 'landdoc-2025300001',
        expected: 0,
        events: [{ type: 'LandDocumentRecorded', data: { wrong: true } }],
      },
    ]).catch((error: unknown) => error);
    expect((refused as Error).message).toMatch(/^stream landdoc-2025300001: /);
  });
});
