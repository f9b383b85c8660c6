import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catchUp } from '@landrecords/projections/platform/runner';
import { searchProjection } from '@landrecords/projections/search/index';
import { logSettled } from '../../../tests/support/database';
import { sql } from '@landrecords/projections/platform/database';
import { importFeed, type ImportCounts } from '../import/import-feed';
import { searchApp, searcher } from '../../../tests/support/search-fixtures';
import { sampleFolder, samplesWithRealWorldRows } from '../../../tests/support/acris-samples';
import { acrisFeedSource } from './index';

let world: Awaited<ReturnType<typeof searchApp>>;
let counts: ImportCounts;
const rejects: Array<{ file: string; lineNumber: number }> = [];
const importSamples = async (folder = sampleFolder) => {
  const source = acrisFeedSource(folder, (reject) => void rejects.push(reject));
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

describe('importing real-world names, amounts and parcels (issue 12)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await samplesWithRealWorldRows();
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('imports the documents whose amounts have separators, and finds them by names and parcels as typed', async () => {
    expect(await importSamples(folder)).toMatchObject({ changed: 3, rejected: 0 });
    const client = await searcher(world.app, world.accountId);
    const ids = async (type: string, criteria: object) =>
      (await client.post(`/api/search/${type}`, criteria))
        .json()
        .content.searchResults.searchResultList.map((row: { docId: string }) => row.docId);
    const named = (last: string, first = '') =>
      ids('searchByName', { grantorGranteeLastName1: last, grantorGranteeFirstName1: first });
    const deed = '2015070100123001';
    const mortgage = '2015070200456001';
    const stMarys = '2015070300789001';
    expect(await named('TEACHERS COLLEGE, COLUMBIA UNIVERSITY')).toEqual([deed]);
    expect(await named('TRUSTEES COLUMBIA')).toEqual([deed]);
    expect(await named('SMITHJONES', 'MARY')).toEqual([mortgage]);
    expect(await named('CITIBANK N.A.')).toEqual([mortgage]);
    expect(await named('OBRIEN', 'PATRICK')).toEqual([stMarys]);
    expect(await named('ST MARYS CHURCH')).toEqual([stMarys]);
    expect(await ids('searchByParcelId', { parcelId: '1-2139-51' })).toEqual([deed]);
    expect(await ids('searchByParcelId', { parcelId: '3-108' })).toEqual([stMarys]);
    const [sale] = (
      await client.post('/api/search/searchByDocumentNumber', { fromDocumentNumber: '2015000212345' })
    ).json().content.searchResults.searchResultList;
    expect(sale).toMatchObject({ docId: deed, salePrice: 200000 });
  });
});
