// `npm run projections -- rebuild <name|all>` | `status`
import { allProjections, findProjections } from '../projections/index';
import { loadCheckpoint } from '../projections/platform/checkpoints';
import { rebuildProjection } from '../projections/platform/runner';
import { sql } from '../projections/platform/database';
import { createLogger } from '../services/platform/logger';
import { configOrExit, openRuntime } from './runtime';

const [command, name] = process.argv.slice(2);
const usage = 'Usage: npm run projections -- rebuild <name|all>  |  npm run projections -- status';
if (command !== 'status' && !(command === 'rebuild' && name)) {
  console.error(usage);
  process.exit(2);
}

const config = configOrExit();
const runtime = await openRuntime(config, createLogger({ LOG_LEVEL: 'warn' }));
const { pool } = runtime.ctx;
try {
  if (command === 'status') {
    const total = await pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
    console.log(`events in the log: ${total}`);
    for (const projection of allProjections) {
      const at = await loadCheckpoint(pool, projection.name);
      console.log(`${projection.name.padEnd(24)} ${projection.mode.padEnd(7)} at position ${at.globalPosition}`);
    }
  } else {
    for (const projection of findProjections(name!)) {
      const started = performance.now();
      const events = await rebuildProjection(pool, projection);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${projection.name}: rebuilt from ${events} events in ${seconds.toFixed(1)} s (${Math.round(events / Math.max(seconds, 0.001))} events/s)`,
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
