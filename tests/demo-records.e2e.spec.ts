import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadDemoRecords } from '../ops/demo/records-load';
import { sql } from '../projections/platform/database';
import { testContext } from './support/context';

let ctx: Awaited<ReturnType<typeof testContext>>;
let dataDir: string;
beforeAll(async () => {
  ctx = await testContext();
  dataDir = await mkdtemp(join(tmpdir(), 'lr-demo-records-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const count = async (table: string) =>
  Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM ${sql.identifier([table])}`));

describe("the demo county's records", () => {
  it('load once through the import path, searchable at once, with a page image for every document, shared by shape', async () => {
    const stages = new Set<string>();
    const size = { documents: 300, seed: 11 };
    expect(await loadDemoRecords(ctx.pool, dataDir, (stage) => void stages.add(stage), size)).toBe(true);
    expect([...stages]).toEqual(['records', 'search']);
    const documents = await count('search_documents');
    expect(documents).toBeGreaterThan(280);
    const withPages = Number(
      await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM search_documents WHERE (result->>'pageCount')::int > 0`),
    );
    const deeds = await readdir(join(dataDir, 'images', 'DEED'));
    expect(deeds.length).toBeGreaterThan(0);
    const images = (await readdir(join(dataDir, 'images'), { recursive: true })).filter((name) =>
      name.endsWith('.tif'),
    );
    expect(images.length).toBeGreaterThanOrEqual(withPages);
    // Records of the same shape share their images (hard links): fewer files on disk than records.
    const inodes = await Promise.all(images.map(async (name) => (await stat(join(dataDir, 'images', name))).ino));
    expect(new Set(inodes).size).toBeLessThan(images.length);

    const events = await count('es_events');
    expect(await loadDemoRecords(ctx.pool, dataDir, () => {}, size)).toBe(false);
    expect(await count('es_events')).toBe(events);
  });
});
