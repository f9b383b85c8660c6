import type { DatabaseTransactionConnection } from 'slonik';
import { catalogStatement, databaseErrorOf, sql, type DatabasePool } from './database';
import { checkpointOf, readAll, START, type Checkpoint } from './eventstore/index';
import { lockProjection, saveCheckpoint } from './checkpoints';
import { versionOf, type Projection } from './projection';

export type RebuildOptions = {
  batchSize?: number;
  /** Events replayed so far, after each batch. */
  onProgress?: (replayed: number) => void;
};

/**
 * Replays the whole log into the projection's tables. An inline read model is replayed in one transaction (it is
 * small, and a command in flight must wait for it); an async one is built beside the old (rebuildBeside).
 * Resolves with the number of events replayed.
 */
export async function rebuildProjection(
  pool: DatabasePool,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<number> {
  return projection.mode === 'inline'
    ? rebuildInPlace(pool, projection, options)
    : rebuildBeside(pool, projection, options);
}

/**
 * Empties the tables and replays the log into them in one transaction, up to everything committed: nothing moves
 * an inline read model later, and a command still in flight is held by the TRUNCATE's lock until the rebuild
 * commits, then applies its own rows.
 */
async function rebuildInPlace(pool: DatabasePool, projection: Projection, { batchSize = 5000 }: RebuildOptions) {
  return pool.transaction(async (tx) => {
    await lockProjection(tx, projection.name, true);
    if (projection.tables.length > 0) {
      await tx.query(sql.unsafe`TRUNCATE ${sql.join(projection.tables.map(identifier), sql.fragment`, `)}`);
    }
    const { total, at } = await replay(tx, projection, START, batchSize, true);
    await saveCheckpoint(tx, projection.name, at, { version: versionOf(projection), rebuilt: true });
    return total;
  });
}

const identifier = (name: string) => sql.identifier([name]);
const schemaName = (prefix: string, projection: Projection) =>
  `${prefix}_${projection.name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;

/**
 * Builds the read model anew in a schema of its own while the old tables keep answering and keep being moved
 * by the runner: tables without indexes, filled in batches of one short transaction each (nothing holds the
 * log's readers back for long), then the indexes and statistics, then one short transaction that applies what
 * came meanwhile and swaps the new tables in. Readers wait only for the swap. The tables may own no sequence.
 */
export async function rebuildBeside(
  pool: DatabasePool,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<number> {
  // One rebuild of a projection at a time: a second would drop the first one's schema under it.
  return pool.connect(async (connection) => {
    const key = sql.fragment`hashtext(${'rebuild:' + projection.name})`;
    if (!(await connection.oneFirst(sql.unsafe`SELECT pg_try_advisory_lock(${key})`))) {
      throw new Error(`A rebuild of ${projection.name} is already running.`);
    }
    try {
      return await buildAndSwap(pool, projection, options);
    } finally {
      await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${key})`);
    }
  });
}

async function buildAndSwap(
  pool: DatabasePool,
  projection: Projection,
  { batchSize = 20_000, onProgress }: RebuildOptions,
): Promise<number> {
  const building = schemaName('rebuild', projection);
  await pool.query(sql.unsafe`DROP SCHEMA IF EXISTS ${identifier(building)} CASCADE`);
  await pool.query(sql.unsafe`CREATE SCHEMA ${identifier(building)}`);
  try {
    for (const table of projection.tables) {
      await pool.query(sql.unsafe`
        CREATE TABLE ${sql.identifier([building, table])}
        (LIKE ${sql.identifier(['public', table])} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED)`);
      await copyKeys(pool, building, table);
    }
    // The next batch is read, and prepared, while this one is written: the database and this process work at the
    // same time. The batches are written in order, each in a short transaction of its own.
    const read = (after: Checkpoint) => readAll(pool, after, { limit: batchSize, types: projection.eventTypes });
    const prepare = projection.prepare ?? (async (events) => (tx) => projection.apply(tx, events));
    let at = START;
    let total = 0;
    let writing: Promise<number> = Promise.resolve(0);
    for (let next = read(at); ;) {
      const events = await next;
      if (events.length === 0) break;
      at = checkpointOf(events[events.length - 1]!);
      next = read(at);
      next.catch(() => {}); // awaited on the next turn; a failed write first must not leave it unhandled
      const write = await prepare(events);
      total = await writing;
      if (total > 0) onProgress?.(total);
      const written = total + events.length;
      writing = pool.transaction(async (tx) => {
        await into(tx, building, { fast: true });
        await write(tx);
        return written;
      });
      writing.catch(() => {}); // awaited after the next batch is prepared
    }
    total = await writing;
    onProgress?.(total);
    // The tables' indexes and statistics on two connections at once (a fifth less time than one after another
    // at a million documents): one build waits on its sort or the disk while the other works. A table's indexes
    // are built in a transaction of their own, free of the pool's statement time limit: at ten million documents
    // one index took longer than its 60 s.
    const waiting = [...projection.tables];
    const indexTables = async () => {
      for (let table = waiting.shift(); table !== undefined; table = waiting.shift()) {
        const name = table;
        await pool.transaction(async (tx) => {
          await tx.query(sql.unsafe`SET LOCAL statement_timeout = 0`);
          await tx.query(sql.unsafe`SET LOCAL maintenance_work_mem = '256MB'`);
          await copyIndexes(tx, building, name);
          await tx.query(sql.unsafe`ANALYZE ${sql.identifier([building, name])}`);
        });
      }
    };
    await Promise.all([indexTables(), indexTables()]);
    total += await swapIn(pool, projection, building, at, batchSize);
    onProgress?.(total);
    return total;
  } finally {
    await pool.query(sql.unsafe`DROP SCHEMA IF EXISTS ${identifier(building)} CASCADE`);
  }
}

/** Unqualified table names in this transaction mean the schema being built (the log's own tables are in public). */
async function into(tx: DatabaseTransactionConnection, schema: string, { fast = false } = {}) {
  await tx.query(sql.unsafe`SELECT set_config('search_path', ${`${schema}, public`}, true)`);
  // A batch lost with the server is replayed by running the rebuild again: no need to wait for the disk.
  if (fast) await tx.query(sql.unsafe`SET LOCAL synchronous_commit = off`);
}

/** Applies the log after `from`, batch by batch, until it holds no more. */
async function replay(
  tx: DatabaseTransactionConnection,
  projection: Projection,
  from: Checkpoint,
  batchSize: number,
  allCommitted: boolean,
): Promise<{ total: number; at: Checkpoint }> {
  let at = from;
  let total = 0;
  for (;;) {
    const events = await readAll(tx, at, { limit: batchSize, types: projection.eventTypes, allCommitted });
    if (events.length === 0) break;
    await projection.apply(tx, events);
    at = checkpointOf(events[events.length - 1]!);
    total += events.length;
  }
  return { total, at };
}

type Catalog = Pick<DatabasePool, 'any' | 'anyFirst' | 'query'>;

/** The live table's primary key and unique constraints on the new one: an apply's ON CONFLICT needs them. */
async function copyKeys(db: Catalog, schema: string, table: string) {
  const live = `public.${table}`;
  const constraints = await db.any(sql.unsafe`
    SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid = ${live}::regclass AND contype IN ('p', 'u', 'x')`);
  for (const { conname, definition } of constraints) {
    await db.query(
      catalogStatement(`ALTER TABLE ${schema}.${table} ADD CONSTRAINT ${String(conname)} ${String(definition)}`),
    );
  }
}

/** The live table's other indexes, built on the new one once it is full (index names are per schema). */
async function copyIndexes(db: Catalog, schema: string, table: string) {
  const live = `public.${table}`;
  const indexes = await db.anyFirst(sql.unsafe`
    SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i
    WHERE i.indrelid = ${live}::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)`);
  for (const definition of indexes) {
    const onLive = ` ON public.${table} `;
    const onNew = ` ON ${schema}.${table} `;
    await db.query(catalogStatement(String(definition).replace(onLive, onNew)));
  }
}

const SWAP_ATTEMPTS = 20;

/**
 * In one transaction, holding the projection: applies to the new tables what came since the last batch, moves
 * the old tables out and the new ones in, and sets the checkpoint. A swap that cannot get its table locks within
 * a second (a long search holds one) gives up and tries again, rather than queue every reader behind it.
 */
async function swapIn(
  pool: DatabasePool,
  projection: Projection,
  building: string,
  from: Checkpoint,
  batchSize: number,
) {
  const retired = schemaName('retired', projection);
  for (let attempt = 1; ; attempt++) {
    try {
      const applied = await pool.transaction(async (tx) => {
        await lockProjection(tx, projection.name, true);
        await into(tx, building);
        const { total, at } = await replay(tx, projection, from, batchSize, false);
        await tx.query(sql.unsafe`SET LOCAL lock_timeout = '1s'`);
        await tx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${identifier(retired)} CASCADE`);
        await tx.query(sql.unsafe`CREATE SCHEMA ${identifier(retired)}`);
        for (const table of projection.tables) {
          await tx.query(
            sql.unsafe`ALTER TABLE ${sql.identifier(['public', table])} SET SCHEMA ${identifier(retired)}`,
          );
          await tx.query(sql.unsafe`ALTER TABLE ${sql.identifier([building, table])} SET SCHEMA public`);
        }
        await saveCheckpoint(tx, projection.name, at, { version: versionOf(projection), rebuilt: true });
        return total;
      });
      await pool.query(sql.unsafe`DROP SCHEMA IF EXISTS ${identifier(retired)} CASCADE`);
      return applied;
    } catch (error) {
      if (databaseErrorOf(error).code !== '55P03' || attempt >= SWAP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
