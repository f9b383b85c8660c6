import { sql, type DatabasePool } from './database';
import type { Logger } from 'pino';
import { checkpointOf, readAll } from './eventstore/index';
import { builtByVersion, loadCheckpoint, lockProjection, saveCheckpoint } from './checkpoints';
import { rebuildProjection } from './rebuild';
import { createPauser } from './pause';
import { versionOf, type Projection } from './projection';

/**
 * Moves a projection one batch forward. Returns the number of events applied, or -1 when another process
 * holds the projection right now.
 */
export async function advanceProjection(pool: DatabasePool, projection: Projection, batchSize = 1000): Promise<number> {
  return pool.transaction(async (tx) => {
    if (!(await lockProjection(tx, projection.name, false))) return -1;
    const from = await loadCheckpoint(tx, projection.name);
    const events = await readAll(tx, from, { limit: batchSize, types: projection.eventTypes });
    if (events.length === 0) return 0;
    await projection.apply(tx, events);
    await saveCheckpoint(tx, projection.name, checkpointOf(events[events.length - 1]!), {
      version: versionOf(projection),
    });
    return events.length;
  });
}

/** Applies everything the log holds now; resolves with the number of events applied. */
export async function catchUp(pool: DatabasePool, projection: Projection, batchSize = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const applied = await advanceProjection(pool, projection, batchSize);
    if (applied <= 0) return total;
    total += applied;
  }
}

/**
 * Applies everything committed before the call, waiting out transactions still running elsewhere (a reader stops
 * at the oldest of them, in any database of the server, so a catch-up can see nothing for a while) or another
 * process moving the projection. Resolves with the events this call applied; `onApplied` hears the running count.
 */
export async function catchUpToNow(
  pool: DatabasePool,
  projection: Projection,
  { batchSize = 5000, pauseMs = 50, timeoutMs = 600_000, onApplied = (_applied: number) => {} } = {},
): Promise<number> {
  const types = projection.eventTypes ? [...projection.eventTypes] : null;
  const last = await pool.maybeOne(sql.unsafe`
    SELECT transaction_id::text AS transaction_id, global_position FROM es_events
    WHERE ${types ? sql.fragment`type = ANY(${sql.array(types, 'text')})` : sql.fragment`true`}
    ORDER BY transaction_id DESC, global_position DESC LIMIT 1`);
  if (!last) return 0;
  const target = { transactionId: BigInt(String(last.transaction_id)), globalPosition: Number(last.global_position) };
  const reached = async () => {
    const at = await loadCheckpoint(pool, projection.name);
    const transactionId = BigInt(at.transactionId);
    return (
      transactionId > target.transactionId ||
      (transactionId === target.transactionId && at.globalPosition >= target.globalPosition)
    );
  };
  const deadline = Date.now() + timeoutMs;
  let applied = 0;
  for (;;) {
    const step = await advanceProjection(pool, projection, batchSize);
    if (step > 0) {
      applied += step;
      onApplied(applied);
      continue;
    }
    if (await reached()) return applied;
    if (Date.now() > deadline) throw new Error(`${projection.name} did not catch up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * Rows built by an older version of the projection's code are rebuilt, beside the old ones: they keep answering
 * meanwhile. Another process rebuilding them already, or a failure, is logged and the runner goes on.
 */
async function rebuildIfOlder(pool: DatabasePool, projection: Projection, logger: Logger) {
  const built = await builtByVersion(pool, projection.name);
  if (built === null || built >= versionOf(projection)) return;
  logger.warn(
    { projection: projection.name, built, version: versionOf(projection) },
    'read model is older: rebuilding',
  );
  try {
    const events = await rebuildProjection(pool, projection);
    logger.info({ projection: projection.name, events }, 'read model rebuilt');
  } catch (error) {
    logger.error({ err: error, projection: projection.name }, 'read model not rebuilt; it goes on as it was');
  }
}

export type ProjectionRunner = { stop: () => Promise<void> };

/** Keeps every async projection caught up with the log until stopped. */
export function runProjections(
  pool: DatabasePool,
  projections: readonly Projection[],
  logger: Logger,
  { idleMs = 100, batchSize = 1000 } = {},
): ProjectionRunner {
  let stopped = false;
  const pauser = createPauser();

  const loops = projections
    .filter((projection) => projection.mode === 'async')
    .map(async (projection) => {
      await rebuildIfOlder(pool, projection, logger);
      while (!stopped) {
        try {
          const applied = await advanceProjection(pool, projection, batchSize);
          if (applied < batchSize) await pauser.pause(idleMs);
        } catch (error) {
          logger.error({ err: error, projection: projection.name }, 'projection failed; retrying');
          await pauser.pause(Math.max(idleMs, 2000));
        }
      }
    });

  return {
    stop: async () => {
      stopped = true;
      pauser.stop();
      await Promise.all(loops);
    },
  };
}
