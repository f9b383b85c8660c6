import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobDefinition } from '../../platform/queue/index';
import { efileImageRoot } from './uploaded-efile-image';

/** A file still being written is touched with every chunk; an hour untouched is an upload whose process died. */
const LEFT_FOR_MS = 60 * 60 * 1000;

/** Removes what uploads cut off by a crash left in DATA_DIR/efile/incoming; answers how many files went. */
export async function sweepIncomingUploads(dataDir: string, now = Date.now()): Promise<number> {
  const incoming = join(efileImageRoot(dataDir), 'incoming');
  const names = await readdir(incoming).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((found) => found.endsWith('.part'))) {
    const path = join(incoming, name);
    const found = await stat(path).catch(() => null);
    if (found?.isFile() && now - found.mtimeMs > LEFT_FOR_MS) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Every ten minutes: the e-file uploads a crash cut off are removed. */
export const efileIncomingSweepJob: JobDefinition<unknown, number> = {
  queue: 'efile-incoming-sweep',
  schedule: { pattern: '0 */10 * * * *' },
  process: (_job, app) => sweepIncomingUploads(app.config.DATA_DIR),
};
