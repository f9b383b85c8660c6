// `npm run projections -- rebuild <name|all>` | `status`
import { allProjections, findProjections } from '../projections/index';
import { sql } from '../projections/platform/database';
import { isStalled, projectionLag, type ProjectionLag } from '../projections/platform/lag';
import { rebuildProjection } from '../projections/platform/rebuild';
import { allReactors } from '../services/app';
import { createLogger } from '../services/platform/logger';
import { reactorProjection } from '../services/platform/reactors/index';
import { progressBar } from './progress-bar';
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

function describeLag(lag: ProjectionLag): string {
  const behind =
    lag.behindEvents === 0
      ? 'up to date'
      : `${lag.behindEvents.toLocaleString('en-US')} events behind, the oldest waiting ${lag.behindSeconds} s`;
  const stalled = isStalled(lag, config.PROJECTION_STALL_SECONDS) ? '  STALLED' : '';
  const holder = lag.heldBy
    ? `\n    waits for transaction of pid ${lag.heldBy.pid} in database ${lag.heldBy.database ?? '(none)'}` +
      ` (${lag.heldBy.applicationName ?? 'no application name'}), open ${lag.heldBy.ageSeconds} s, ${lag.heldBy.state ?? 'state unknown'}` +
      `\n    (SELECT pg_terminate_backend(${lag.heldBy.pid}) ends it)`
    : '';
  return `${lag.name.padEnd(24)} async   ${behind}${stalled}${holder}`;
}

try {
  if (command === 'status') {
    const total = await pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`);
    console.log(`events in the log: ${Number(total).toLocaleString('en-US')}`);
    for (const projection of allProjections) {
      if (projection.mode === 'inline') console.log(`${projection.name.padEnd(24)} inline  applied with each command`);
      else console.log(describeLag(await projectionLag(pool, projection)));
    }
    for (const reactor of allReactors) {
      console.log(describeLag(await projectionLag(pool, reactorProjection(runtime.ctx, reactor))));
    }
  } else {
    for (const projection of findProjections(name!)) {
      const events = Number(
        await pool.oneFirst(sql.unsafe`
          SELECT count(*) FROM es_events
          ${projection.eventTypes ? sql.fragment`WHERE type = ANY(${sql.array([...projection.eventTypes], 'text')})` : sql.fragment``}`),
      );
      const bar = progressBar(`Rebuilding ${projection.name}`);
      const replayed = await rebuildProjection(pool, projection, {
        onProgress: (done) => bar.draw(events > 0 ? done / events : 1, done),
      });
      const seconds = bar.seconds();
      process.stderr.write('\n');
      console.log(
        `${projection.name}: rebuilt from ${replayed} events in ${seconds.toFixed(1)} s (${Math.round(replayed / Math.max(seconds, 0.001))} events/s)`,
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
