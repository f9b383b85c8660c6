/** What GET /api/monitoring answers: the server's health as the monitoring page shows it. */

/** One call (method and route pattern): calls per second over the last 1, 5 and 15 minutes; percentiles over 10. */
export type CallStats = {
  method: string;
  route: string;
  /** Answers since the server started. */
  total: number;
  ratePerSecond: { '1m': number; '5m': number; '15m': number };
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
};

export type ReadModelLag = {
  name: string;
  kind: 'projection' | 'reactor';
  mode: 'inline' | 'async';
  behindEvents: number;
  behindSeconds: number;
  idleSeconds: number;
  stalled: boolean;
};

export type PostgresHealth =
  | { reachable: false }
  | {
      reachable: true;
      responseMs: number;
      connections: number;
      maxConnections: number;
      databaseBytes: number;
      version: string;
    };

export type RedisHealth =
  | { reachable: false }
  | { reachable: true; pingMs: number; usedMemoryBytes: number; peakMemoryBytes: number; maxMemoryBytes: number };

export type QueueCounts = {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
  /** Failed after their last attempt (counted among the newest 1000 failed). */
  deadLettered: number;
  paused: boolean;
};

export type FailedJob = {
  queue: string;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  attempts: number;
  deadLettered: boolean;
  /** ISO time it last failed. */
  failedAt: string | null;
};

export type LandLinkHealth = Record<string, unknown>;

export type MonitoringReport = {
  /** ISO time the report was made. */
  at: string;
  uptimeSeconds: number;
  calls: CallStats[];
  readModels: ReadModelLag[];
  postgres: PostgresHealth;
  redis: RedisHealth;
  queues: QueueCounts[];
  failedJobs: FailedJob[];
  /** LandLink's summary, when the LandLink capability is there. */
  landLink: LandLinkHealth | null;
};
