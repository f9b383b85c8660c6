import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sampleLandDocument } from '../../tests/support/records';
import { searchApp, searcher } from '../../tests/support/search-fixtures';

/**
 * Records with many matching child rows: 700 documents, each with five grantors named Quitugua. The count and
 * the page read a few rows a record first (projections/search/run-search.ts); here those are too few and both must read on.
 */
const documents = Array.from({ length: 700 }, (_, index) =>
  sampleLandDocument({
    docId: String(50_000 + index),
    recordedDateTime: '2021-06-01T10:00:00+10:00',
    grantors: ['Ana', 'Ben', 'Cruz', 'Dora', 'Eli'].map((firstName) => ({ lastName: 'Quitugua', firstName })),
  }),
);

let world: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;
beforeAll(async () => {
  world = await searchApp(documents);
  user = await searcher(world.app, world.accountId);
});
afterAll(async () => world.close());

const search = async (body: Record<string, unknown>) =>
  (
    await user.post('/api/search/searchByName', { grantorGranteeLastName1: 'Quitugua', updateHistory: false, ...body })
  ).json().content.searchResults;

describe('a name matching many parties of each document', () => {
  it('counts each document once, exactly, and lists each once in order', async () => {
    const first = await search({});
    expect(first.totalRecordCount).toBe(700);
    expect(first.truncated).toBe(false);
    const ids = first.searchResultList.map((row: { docId: string }) => row.docId);
    expect(ids).toEqual(Array.from({ length: 100 }, (_, index) => String(50_000 + index)));
    const last = await search({ pageNumber: 7, sortDirection: 'DESC' });
    expect(last.searchResultList.map((row: { docId: string }) => row.docId)).toEqual(
      Array.from({ length: 100 }, (_, index) => String(50_099 - index)),
    );
  });
});
