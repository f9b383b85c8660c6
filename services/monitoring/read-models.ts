import type { ReadModelLag } from '@landrecords/contracts/monitoring/report';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { isStalled, projectionLag } from '@landrecords/projections/platform/lag';
import type { Projection } from '@landrecords/projections/platform/projection';

export type WatchedReadModel = { projection: Projection; kind: ReadModelLag['kind'] };

/** How far each read model and reactor is behind the log: events waiting, how long the first has waited. */
export async function readModelLags(
  pool: DatabasePool,
  watched: readonly WatchedReadModel[],
  stallSeconds: number,
): Promise<ReadModelLag[]> {
  return Promise.all(
    watched.map(async ({ projection, kind }) => {
      const lag = await projectionLag(pool, projection);
      return {
        name: lag.name,
        kind,
        mode: lag.mode,
        behindEvents: lag.behindEvents,
        behindSeconds: lag.behindSeconds,
        idleSeconds: lag.idleSeconds,
        stalled: lag.mode === 'async' && isStalled(lag, stallSeconds),
      };
    }),
  );
}
