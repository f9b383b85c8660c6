import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeOldReportFiles, reportFilePath } from './report-files';

describe('long reports’ files', () => {
  it('are kept an hour, then removed by the sweep', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'reports-'));
    expect(await removeOldReportFiles(dataDir)).toBe(0);
    const fresh = await reportFilePath(dataDir, 'fresh-job', 'pdf');
    const old = await reportFilePath(dataDir, 'old-job', 'xlsx');
    await writeFile(fresh, 'new');
    await writeFile(old, 'old');
    const anHourAndAMinuteAgo = new Date(Date.now() - 61 * 60_000);
    await utimes(old, anHourAndAMinuteAgo, anHourAndAMinuteAgo);
    expect(await removeOldReportFiles(dataDir)).toBe(1);
    expect([existsSync(fresh), existsSync(old)]).toEqual([true, false]);
    expect(fresh).toBe(join(dataDir, 'reports', 'fresh-job.pdf'));
  });
});
