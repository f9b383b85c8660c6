import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '@landrecords/projections/platform/database';
import { rebuildProjection } from '@landrecords/projections/platform/rebuild';
import { searchProjection } from '@landrecords/projections/search/index';
import { sampleLandDocument } from './support/records';
import { searchApp, searcher } from './support/search-fixtures';

const documents = Array.from({ length: 3000 }, (_, index) => sampleLandDocument({ docId: String(2026300000 + index) }));

let world: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;
beforeAll(async () => {
  world = await searchApp(documents);
  user = await searcher(world.app, world.accountId);
});
afterAll(() => world.close());

const searchByNumber = async (docNumber: string) => {
  const response = await user.post('/api/search/searchByDocumentNumber', {
    fromDocumentNumber: docNumber,
    updateHistory: false,
  });
  return {
    status: response.statusCode,
    count: response.json().content?.searchResults?.totalRecordCount,
  };
};

describe('rebuilding the search read model', () => {
  it('answers searches from the old rows the whole time, and swaps in the same rows at the end', async () => {
    const before = await world.ctx.pool.any(sql.unsafe`SELECT * FROM search_document_names ORDER BY doc_id, grantor`);
    const answers: Array<Awaited<ReturnType<typeof searchByNumber>> & { during: boolean }> = [];
    let rebuilding = true;
    // Small batches: the rebuild runs many transactions, and a search goes out after each.
    const searches: Array<Promise<void>> = [];
    const rebuilt = rebuildProjection(world.ctx.pool, searchProjection, {
      batchSize: 200,
      onProgress: () => {
        searches.push(
          searchByNumber('2026301234').then((answer) => void answers.push({ ...answer, during: rebuilding })),
        );
      },
    }).finally(() => (rebuilding = false));
    expect(await rebuilt).toBe(documents.length);
    await Promise.all(searches);

    // Answered before the rebuild ended, not held until its swap (no bound in milliseconds: CI's load varies).
    const during = answers.filter((answer) => answer.during);
    expect(during.length).toBeGreaterThan(5);
    for (const answer of during) expect(answer).toMatchObject({ status: 200, count: 1 });
    const after = await world.ctx.pool.any(sql.unsafe`SELECT * FROM search_document_names ORDER BY doc_id, grantor`);
    expect(after).toEqual(before);
    expect(await searchByNumber('2026301234')).toMatchObject({ status: 200, count: 1 });
    const leftBehind = await world.ctx.pool.anyFirst(sql.unsafe`
      SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%' OR nspname LIKE 'retired\\_%'`);
    expect(leftBehind).toEqual([]);
  });
});

describe('two rebuilds of one read model at once', () => {
  it('refuses the second while the first runs, and the first completes', async () => {
    let second: Promise<unknown> | undefined;
    const first = rebuildProjection(world.ctx.pool, searchProjection, {
      batchSize: 500,
      onProgress: () => {
        second ??= rebuildProjection(world.ctx.pool, searchProjection).catch((error: unknown) => error);
      },
    });
    expect(await first).toBe(documents.length);
    expect(await second).toEqual(new Error('A rebuild of search is already running.'));
    expect(await searchByNumber('2026301234')).toMatchObject({ status: 200, count: 1 });
  });
});
