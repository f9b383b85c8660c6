import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { reportFileKeptMs } from '@landrecords/contracts/reports/jobs';

/** Long reports' files: DATA_DIR/reports/<jobId>.<pdf|xlsx>, kept an hour (contracts/reports/jobs). */
export const reportsDirOf = (dataDir: string) => resolve(dataDir, 'reports');

export async function reportFilePath(dataDir: string, jobId: string, format: 'pdf' | 'xlsx'): Promise<string> {
  const directory = reportsDirOf(dataDir);
  await mkdir(directory, { recursive: true });
  return join(directory, `${jobId}.${format}`);
}

/** Removes the report files older than an hour; answers how many. */
export async function removeOldReportFiles(dataDir: string, now = Date.now()): Promise<number> {
  const directory = reportsDirOf(dataDir);
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(directory, name);
    const file = await stat(path).catch(() => null);
    if (file && now - file.mtimeMs > reportFileKeptMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
