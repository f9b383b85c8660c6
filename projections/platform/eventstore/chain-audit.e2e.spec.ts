import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from '../database';
import { freshDatabase, logSettled, testRedisUrl, type TestDatabase } from '../../../tests/support/database';
import { runScript } from '../../../tests/support/process';
import { chainHead, formatChainHead } from './chain';
import { appendToStream } from './store';
import '../../../tests/support/any-events';

// `npm run audit`, as an auditor runs it (ops/audit.ts): its output and exit codes.

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase(2);
});
afterAll(async () => {
  await db.drop();
});

async function audit(...args: string[]) {
  const script = runScript(
    'ops/audit.ts',
    { DATABASE_URL: db.url, REDIS_URL: testRedisUrl(), LOG_LEVEL: 'silent' },
    args,
  );
  const code = await script.exited;
  return { code, ...script.output() };
}

const event = (n: number) => ({ type: 'CounterIncremented', data: { n }, metadata: { system: 'test' } });

describe('npm run audit', () => {
  it('verify: says the chain holds, with the head, and exits 0', async () => {
    await appendToStream(db.pool, 'audited-1', [event(1), event(2)]);
    await appendToStream(db.pool, 'audited-2', [event(1)]);
    const { code, stdout } = await audit('verify');
    expect(stdout).toContain("The event log's chain holds: 3 events in 2 streams (0 redacted by a recorded purge)");
    expect(stdout).toMatch(/Head: [0-9a-f]{8}( [0-9a-f]{8}){3} @ tx \d+ \(2 streams, 3 events\)/);
    expect(code).toBe(0);
  });

  it('head: prints a head recomputed as of its transaction, for the streams asked', async () => {
    await logSettled(db.pool);
    const printed = await chainHead(db.pool, ['audited-1']);
    await appendToStream(db.pool, 'audited-1', [event(3)]);
    const { code, stdout } = await audit('head', '--as-of', printed.asOfTransaction, '--streams', 'audited-1');
    expect(stdout.trim()).toBe(formatChainHead(printed));
    expect(code).toBe(0);
  });

  it('verify: names the first event that does not match and exits 1', async () => {
    const tampered = await db.pool.one(sql.unsafe`
      UPDATE es_events SET data = '{"n": 7}' WHERE stream_id = 'audited-1' AND stream_position = 2
      RETURNING event_id, global_position`);
    const { code, stdout } = await audit('verify');
    expect(stdout).toContain("The event log's chain is BROKEN in 1 stream(s)");
    expect(stdout).toContain(
      `First event that does not match: stream audited-1, position 2, event ${tampered.event_id as string}, ` +
        `global position ${tampered.global_position as number}: its content`,
    );
    expect(code).toBe(1);
  });

  it('answers a wrong call with its usage and exit code 2', async () => {
    const { code, stderr } = await audit('verify', '--now');
    expect(stderr).toContain('Usage: npm run audit -- verify');
    expect(code).toBe(2);
    expect((await audit('head', '--as-of', 'yesterday')).code).toBe(2);
  });
});
