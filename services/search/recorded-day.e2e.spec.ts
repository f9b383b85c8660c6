import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catchUp } from '@landrecords/projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import { sql } from '@landrecords/projections/platform/database';
import { sampleFolder } from '../../tests/support/acris-samples';
import { logSettled } from '../../tests/support/database';
import { givenSection } from '../../tests/support/details-fixtures';
import { searchApp, searcher } from '../../tests/support/search-fixtures';
import { acrisFeedSource } from '../records/acris/index';
import { importFeed } from '../records/import/import-feed';

/**
 * A document's recorded date is shown as the record's own clock wrote it (the ACRIS samples: New York's City
 * Register, midnight of the day, New York's offset). A search by date must find it on that same day whatever
 * the county's time zone, and list only documents shown on the days searched.
 */
let world: Awaited<ReturnType<typeof searchApp>>;
let documents: ReadonlyArray<{ docId: string; shown: string }>;

beforeAll(async () => {
  world = await searchApp([]);
  // a search a day shown, in four zones: more than the county's default rate a minute
  await givenSection(world.app, 'search', { searchesPerMinutePerUser: 10_000, searchesPerMinutePerAddress: 10_000 });
  const source = acrisFeedSource(sampleFolder, () => undefined);
  await importFeed(world.ctx.pool, source.lines, { system: 'test acris' });
  await logSettled(world.ctx.pool);
  await catchUp(world.ctx.pool, searchProjection);
  documents = (await world.ctx.pool.any(sql.unsafe`
    SELECT doc_id AS "docId", result->>'recordedDate' AS shown FROM search_documents ORDER BY doc_id`)) as never;
}, 60_000);
afterAll(async () => world.close());

describe('a date shown and a date searched are the same day', () => {
  it.each(['Pacific/Saipan', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo'])(
    'in a county set to %s, each real ACRIS document is found by the day it shows, and only on that day',
    async (timeZone) => {
      await givenSection(world.app, 'common', { timeZone });
      const client = await searcher(world.app, world.accountId);
      expect(documents.length).toBe(100);
      const days = [...new Set(documents.map((document) => document.shown))];
      const missed: string[] = [];
      const strays: string[] = [];
      for (const day of days) {
        const response = await client.post('/api/search/searchByDate', {
          fromRecordedDate: day,
          toRecordedDate: day,
          updateHistory: false,
        });
        expect(response.statusCode).toBe(200);
        const rows = response.json().content.searchResults.searchResultList as Array<{
          docId: string;
          recordedDate: string;
        }>;
        const found = new Set(rows.map((row) => row.docId));
        for (const document of documents.filter((candidate) => candidate.shown === day))
          if (!found.has(document.docId)) missed.push(`${document.docId} ${day}`);
        for (const row of rows) if (row.recordedDate !== day) strays.push(`${row.docId} ${row.recordedDate} on ${day}`);
      }
      expect({ missed, strays }).toEqual({ missed: [], strays: [] });
    },
  );
});
