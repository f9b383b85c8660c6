// `npm run bench:events` (second part): the cost of one command on a stream of 100,000 events against one on a
// new stream, on a database of its own. A command reads its aggregate's state, decides and appends one event.
import { randomBytes } from 'node:crypto';
import type { DatabasePool } from '../../projections/platform/database';
import { appendToStream, type NewEvent } from '../../projections/platform/eventstore/index';
import { handleCommand, type Aggregate } from '../../services/platform/commands/handle-command';
import { withBenchDatabase } from './bench-database';

const longStream = Number(process.env.BENCH_STREAM_EVENTS ?? 100_000);
const commands = Number(process.env.BENCH_COMMANDS ?? 200);

// Shaped like a sign-in on a user's stream: the record most streams fill up with.
const signIn = (): NewEvent => ({
  type: 'UserSignedIn',
  data: { userId: 7, language: 'ENGLISH' },
  metadata: { actor: 'guest', ip: '203.0.113.7', correlationId: randomBytes(8).toString('hex') },
});

type Visits = { signIns: number; language: string };
const visits = (streamId: string): Aggregate<Visits> => ({
  streamId,
  initialState: () => ({ signIns: 0, language: 'ENGLISH' }),
  evolve: (state, event) => ({
    signIns: state.signIns + 1,
    language: (event.data as { language: string }).language,
  }),
});

async function seed(pool: DatabasePool, streamId: string, count: number) {
  for (let at = 0; at < count; at += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - at) }, signIn);
    await appendToStream(pool, streamId, batch, at === 0 ? 'no_stream' : at);
  }
}

/** Milliseconds of each of `commands` commands in a row on one stream. */
async function timeCommands(pool: DatabasePool, streamId: string) {
  const times: number[] = [];
  for (let i = 0; i < commands; i++) {
    const started = performance.now();
    await handleCommand(pool, visits(streamId), () => [signIn()]);
    times.push(performance.now() - started);
  }
  return times;
}

const quantile = (times: readonly number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

await withBenchDatabase(4, async (pool) => {
  await seed(pool, 'bench-long', longStream);
  const fresh = await timeCommands(pool, 'bench-new');
  const long = await timeCommands(pool, 'bench-long');

  const label = `${longStream.toLocaleString('en-US')} events`;
  console.log(`\nOne command (read the state, decide, append one event), ${commands} in a row per stream`);
  console.log(`  ${'stream'.padEnd(30)} ${'first'.padStart(11)} ${'median'.padStart(11)} ${'p95'.padStart(11)}`);
  for (const [stream, times] of [
    ['new stream', fresh],
    [`stream of ${label}`, long],
  ] as const) {
    const row = [times[0]!, quantile(times, 0.5), quantile(times, 0.95)].map((n) => ms(n).padStart(11));
    console.log(`  ${stream.padEnd(30)} ${row.join(' ')}`);
  }
  console.log();
});
