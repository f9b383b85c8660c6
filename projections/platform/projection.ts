import type { DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent } from './eventstore/index';

/**
 * A read model built from the log. `apply` receives events in commit order inside the transaction that
 * also moves the projection's checkpoint, so its rows and its checkpoint never disagree.
 */
export type Projection = {
  name: string;
  /** Tables it owns; a rebuild empties them and replays the log. */
  tables: readonly string[];
  /** The event types it reads; all when omitted. */
  eventTypes?: readonly string[];
  /**
   * inline: applied by the command in the append's own transaction (read-your-writes: balances);
   * async: applied by the projection runner after commit.
   */
  mode: 'inline' | 'async';
  apply: (tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]) => Promise<void>;
  /**
   * `apply` in two halves, for a projection whose rows depend on the events alone: the work that needs no
   * database, which gives the event loop turns while it runs, and then the writes. A rebuild prepares the next
   * batch while the database writes this one.
   */
  prepare?: (events: readonly RecordedEvent[]) => Promise<(tx: DatabaseTransactionConnection) => Promise<void>>;
  /**
   * Raised when the rows it writes for the same events change (keys folded anew, a column added): a process
   * that finds rows built by an older version rebuilds them (beside the old ones, for an async projection).
   * 1 when omitted.
   */
  version?: number;
};

export const versionOf = (projection: Projection) => projection.version ?? 1;
