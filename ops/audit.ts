// `npm run audit -- verify` | `npm run audit -- head [--as-of <tx>] [--streams <id,id,...>]`
// The event log's chain (docs/decisions.md): verify recomputes it and names the first event that does not match
// (exit code 1); head prints the chain head a report printed, recomputed as of its transaction.
import { chainHead, formatChainHead } from '../projections/platform/eventstore/chain';
import { verifyChain, type ChainBreak } from '../projections/platform/eventstore/chain-verify';
import { createLogger } from '../services/platform/logger';
import { progressBar } from './progress-bar';
import { configOrExit, openRuntime } from './runtime';

const usage =
  'Usage: npm run audit -- verify  |  npm run audit -- head [--as-of <transaction>] [--streams <stream id,stream id,...>]';
const [command, ...rest] = process.argv.slice(2);

function option(name: string): string | undefined {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
}

const asOf = option('--as-of');
const streams = option('--streams');
const known = new Set(['--as-of', '--streams']);
const badOption = rest.some((word, index) => index % 2 === 0 && !known.has(word)) || rest.length % 2 !== 0;
if (!(command === 'verify' && rest.length === 0) && !(command === 'head' && !badOption)) {
  console.error(usage);
  process.exit(2);
}
if (asOf !== undefined && !/^\d+$/.test(asOf)) {
  console.error(`--as-of takes a transaction id (digits), as a printed head shows after "@ tx": not "${asOf}"`);
  process.exit(2);
}

const describe = (found: ChainBreak) =>
  `stream ${found.streamId}, position ${found.streamPosition}, event ${found.eventId ?? '(none)'}, ` +
  `global position ${found.globalPosition ?? '(none)'}: ${found.reason}`;

const config = configOrExit();
const runtime = await openRuntime(config, createLogger({ LOG_LEVEL: 'warn' }));
const { pool } = runtime.ctx;
try {
  if (command === 'head') {
    const ids = streams
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    console.log(formatChainHead(await chainHead(pool, ids, asOf)));
  } else {
    const bar = progressBar('Verifying the event log');
    let drawn = 0;
    const result = await verifyChain(pool, {
      onProgress: (checked, estimate) => {
        if (Date.now() - drawn < 500) return;
        drawn = Date.now();
        bar.draw(estimate > 0 ? checked / estimate : 1, checked);
      },
    });
    bar.draw(1, result.events);
    process.stderr.write('\n');
    const counted =
      `${result.events.toLocaleString('en-US')} events in ${result.streams.toLocaleString('en-US')} streams` +
      ` (${result.redacted.toLocaleString('en-US')} redacted by a recorded purge), ${bar.seconds().toFixed(1)} s`;
    const [first] = result.breaks;
    if (!first) {
      console.log(`The event log's chain holds: ${counted}.`);
      console.log(`Head: ${formatChainHead(await chainHead(pool))}`);
    } else {
      console.log(`The event log's chain is BROKEN in ${result.brokenStreams} stream(s); checked ${counted}.`);
      console.log(`First event that does not match: ${describe(first)}`);
      if (result.breaks.length > 1) {
        console.log('Every broken stream (its first break), in log order:');
        for (const found of result.breaks) console.log(`  ${describe(found)}`);
        if (result.brokenStreams > result.breaks.length)
          console.log(`  ... and ${result.brokenStreams - result.breaks.length} more streams`);
      }
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
