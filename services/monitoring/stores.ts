import type { Redis } from 'ioredis';
import type { PostgresHealth, RedisHealth } from '@landrecords/contracts/monitoring/report';
import { sql, type DatabasePool } from '@landrecords/projections/platform/database';
import { msSince, withinTime } from './probe';

/** PostgreSQL answers, how fast, and how full: connections to this database and its size on disk. */
export async function postgresHealth(pool: DatabasePool): Promise<PostgresHealth> {
  const start = performance.now();
  const answered = await withinTime(() => pool.oneFirst(sql.unsafe`SELECT 1`));
  if (answered === null) return { reachable: false };
  const responseMs = msSince(start);
  const row = await withinTime(() =>
    pool.one(sql.unsafe`
      SELECT (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()) AS connections,
        current_setting('max_connections')::int AS max_connections,
        pg_database_size(current_database()) AS database_bytes,
        current_setting('server_version') AS version`),
  );
  if (row === null) return { reachable: false };
  return {
    reachable: true,
    responseMs,
    connections: Number(row.connections),
    maxConnections: Number(row.max_connections),
    databaseBytes: Number(row.database_bytes),
    version: String(row.version),
  };
}

const infoField = (info: string, name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);

/** Redis answers, how fast, and the memory it holds (maxmemory 0: no limit set). */
export async function redisHealth(redis: Redis): Promise<RedisHealth> {
  const start = performance.now();
  const pong = await withinTime(() => redis.ping());
  if (pong === null) return { reachable: false };
  const pingMs = msSince(start);
  const info = await withinTime(() => redis.info('memory'));
  if (info === null) return { reachable: false };
  return {
    reachable: true,
    pingMs,
    usedMemoryBytes: infoField(info, 'used_memory'),
    peakMemoryBytes: infoField(info, 'used_memory_peak'),
    maxMemoryBytes: infoField(info, 'maxmemory'),
  };
}
