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
