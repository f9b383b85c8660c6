import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catchUp } from '@landrecords/projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import { logSettled } from '../../../tests/support/database';
import { sql } from '@landrecords/projections/platform/database';
import { importFeed, type ImportCounts } from '../import/import-feed';
import { searchApp, searcher } from '../../../tests/support/search-fixtures';
import { sampleFolder } from '../../../tests/support/acris-samples';
import { acrisFeedSource } from './index';

let world: Awaited<ReturnType<typeof searchApp>>;
let counts: ImportCounts;
const rejects: Array<{ file: string; lineNumber: number }> = [];
const importSamples = async () => {
  const source = acrisFeedSource(sampleFolder, (reject) => void rejects.push(reject));
  const result = await importFeed(world.ctx.pool, source.lines, { system: 'test acris' });
  await logSettled(world.ctx.pool);
  await catchUp(world.ctx.pool, searchProjection);
  return result;
};

beforeAll(async () => {
  world = await searchApp([]);
  counts = await importSamples();
});
afterAll(async () => world.close());

describe('importing the ACRIS samples through the real path', () => {
  it('makes every master a searchable document and reports the two dead references', async () => {
    expect(counts).toMatchObject({ read: 104, changed: 104, rejected: 0 });
    expect(rejects.map((reject) => [reject.file, reject.lineNumber])).toEqual([
      ['acris_real_property_references.csv', 11],
      ['acris_real_property_references.csv', 85],
    ]);
    expect(Number(await world.ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM search_documents`))).toBe(100);
  });

  it('finds a real New York mortgage by its CRFN and by its recorded day', async () => {
    const client = await searcher(world.app, world.accountId);
    const byNumber = await client.post('/api/search/searchByDocumentNumber', { fromDocumentNumber: '2010000030511' });
    const [mortgage] = byNumber.json().content.searchResults.searchResultList;
    expect(mortgage).toMatchObject({
      docId: '2010012100518002',
      instrumentCode: 'MTGE',
      mortgageAmount: 395000,
      instrumentDate: '04/28/2009',
      recordedDate: '01/27/2010',
    });
    const byBook = await client.post('/api/search/searchByBookAndPage', { book: '1007', page: '1' });
    expect(byBook.json().content.searchResults.searchResultList.map((row: { docId: string }) => row.docId)).toContain(
      'FT_2110000790211',
    );
  });

  it('adds nothing when the same folder is imported again', async () => {
    const events = () => world.ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
    const before = await events();
    expect(await importSamples()).toMatchObject({ changed: 0, unchanged: 104 });
    expect(await events()).toBe(before);
  });
});
