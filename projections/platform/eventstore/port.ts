import type {
  AppendResult,
  Checkpoint,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
  StreamRead,
  Subscription,
  SubscriptionOptions,
} from './types';

/**
 * The event log as the rest of the system needs it, whatever holds it. What every implementation must do is
 * written down as tests in event-store.contract.ts; postgres.ts is the one production uses.
 */
export interface EventStore {
  /**
   * Appends events to one stream if it is at the expected version (a number, 'any', 'no_stream' or
   * 'stream_exists'); otherwise throws ConcurrencyError carrying the actual version, and writes nothing.
   * Every event goes through the registered event check first (event-check.ts).
   */
  appendToStream(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;

  /**
   * Appends to many streams, each at its expected version (0: no stream yet), all or nothing: when any stream
   * moved meanwhile it throws ConcurrencyError and writes nothing of the batch. Resolves with the number of
   * events appended.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<number>;

  /**
   * One stream in order, with its version ('no_stream' when it has no event): every event of it (or of the slice
   * asked for) however many there are unless a limit is given, and none past the version it answers.
   */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StreamRead>;

  /**
   * The whole log after a checkpoint, in the order readers must see it (START: from the beginning). Reading on
   * from the last event's checkpoint never skips nor repeats an event; an event may become readable a moment
   * after its append returned, never out of order.
   */
  readAll(after: Checkpoint, options?: ReadAllOptions): Promise<RecordedEvent[]>;

  /** Reads the log from a checkpoint, then keeps handing what comes to `handle`, in order, until stopped. */
  subscribeToAll(options: SubscriptionOptions): Subscription;
}
