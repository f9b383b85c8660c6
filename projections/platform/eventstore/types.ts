/** An event as a command produces it. */
export type NewEvent<Type extends string = string, Data = unknown> = {
  type: Type;
  data: Data;
  /** Who, when and from where: actor, ip, correlationId... */
  metadata?: Record<string, unknown>;
  /** Set it to make a retried append idempotent; otherwise one is made. */
  id?: string;
};

/** An event as the log holds it. */
export type RecordedEvent<Type extends string = string, Data = unknown> = {
  id: string;
  type: Type;
  data: Data;
  metadata: Record<string, unknown>;
  streamId: string;
  streamPosition: number;
  globalPosition: number;
  /** The committing transaction's id (xid8, as text); with globalPosition it orders the log. */
  transactionId: string;
  recordedAt: string;
};

/** The version a stream must be at for an append to go through. */
export type ExpectedVersion = number | 'any' | 'no_stream' | 'stream_exists';

/** Where a reader of the whole log stands: the last (transaction, position) pair it has seen. */
export type Checkpoint = { transactionId: string; globalPosition: number };

export const START: Checkpoint = { transactionId: '0', globalPosition: 0 };

export type AppendResult = { nextVersion: number; events: RecordedEvent[] };

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} was expected at version ${expected} but is at ${actual}`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * Which part of a stream to read: `from` and `to` are stream positions (1 is the first event), both inclusive;
 * `limit` the most events to read (all when omitted).
 */
export type ReadStreamOptions = { from?: number; to?: number; limit?: number };

/** A stream as read: its version (the position of its last event) and the events asked for. */
export type StreamRead = { version: number | 'no_stream'; events: RecordedEvent[] };

/** How much of the whole log to read, and which event types (all when omitted). */
export type ReadAllOptions = { limit?: number; types?: readonly string[] };

/** Events for one stream of a batch, to append at the version they were decided on (0: no stream yet). */
export type StreamAppend = { streamId: string; expected: number; events: readonly NewEvent[] };

export type SubscriptionOptions = {
  from?: Checkpoint;
  types?: readonly string[];
  batchSize?: number;
  /** How long to wait before looking again once caught up. */
  idleMs?: number;
  /** Called with each batch, in order; the subscription moves on only after it resolves. */
  handle: (events: RecordedEvent[]) => Promise<void>;
  onError?: (error: unknown) => void;
};

export type Subscription = {
  /** Resolves the first time the subscription has nothing more to read. */
  caughtUp: Promise<void>;
  checkpoint: () => Checkpoint;
  stop: () => Promise<void>;
};
