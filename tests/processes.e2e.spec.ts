import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../projections/platform/database';
import { freshDatabase, testRedisUrl, type TestDatabase } from './support/database';
import { runScript } from './support/process';

const run = (script: string, env: Record<string, string>) => runScript(script, env);

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase(2);
});
afterAll(async () => {
  await db.drop();
});

describe('the server processes', () => {
  it('start on the given services, answer, and drain and exit cleanly on SIGTERM', async () => {
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      PORT: '0',
      LOG_LEVEL: 'info',
      QUEUE_PREFIX: 'proc_test',
    };
    const api = run('ops/api.ts', env);
    const worker = run('ops/worker.ts', env);
    const listening = await api.waitForLog('api listening');
    await worker.waitForLog('worker running');
    const response = await fetch(`${listening.address as string}/api/ready`);
    expect(await response.json()).toMatchObject({ ok: true, content: { status: 'ready' } });

    api.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    expect(await worker.exited).toBe(0);
    expect(api.output().stdout).toContain('"msg":"stopped"');
  });

  it('refuse a bad setting with one line naming it', async () => {
    const api = run('ops/api.ts', { PORT: 'eighty' });
    expect(await api.exited).toBe(1);
    const lines = api.output().stderr.trim().split('\n');
    expect(lines).toEqual([
      'Configuration error: PORT="eighty" is not valid: Invalid input: expected number, received NaN',
    ]);
  });

  it('refuse to start on a log from the future (a restore into another cluster), saying how to fix it', async () => {
    await db.pool.query(sql.unsafe`
      INSERT INTO es_events (transaction_id, stream_id, stream_position, event_id, type, data)
      VALUES ((pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 3 * 4294967296)::text::xid8,
        'restored-1', 1, gen_random_uuid(), 'Restored', '{}')`);
    const api = run('ops/api.ts', { DATABASE_URL: db.url, REDIS_URL: testRedisUrl(), PORT: '0' });
    try {
      const stillRunning = new Promise<string>((resolve) => setTimeout(resolve, 20_000, 'still running'));
      expect(await Promise.race([api.exited, stillRunning])).toBe(1);
      const lines = api.output().stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^The event log holds transaction id \d+, but this PostgreSQL server is only at \d+: /);
      expect(lines[0]).toContain('pg_resetwal -e ');
    } finally {
      api.child.kill('SIGKILL');
      await db.pool.query(sql.unsafe`DELETE FROM es_events WHERE stream_id = 'restored-1'`);
    }
  });
});
