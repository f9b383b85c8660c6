import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sweepIncomingUploads } from './incoming-sweep.job';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'efile-sweep-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('removes the uploads a crash left an hour ago, not one being written, nor anything else', async () => {
  expect(await sweepIncomingUploads(dataDir)).toBe(0);
  const incoming = join(dataDir, 'efile', 'incoming');
  await mkdir(incoming, { recursive: true });
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const name of ['left.part', 'writing.part', 'kept.txt']) await writeFile(join(incoming, name), 'bytes');
  await utimes(join(incoming, 'left.part'), twoHoursAgo, twoHoursAgo);
  await utimes(join(incoming, 'kept.txt'), twoHoursAgo, twoHoursAgo);
  expect(await sweepIncomingUploads(dataDir)).toBe(1);
  expect((await readdir(incoming)).sort()).toEqual(['kept.txt', 'writing.part']);
});
