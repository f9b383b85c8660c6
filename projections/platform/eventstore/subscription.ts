import type { DatabasePool } from '../database';
import { createPauser } from '../pause';
import { checkpointOf, readAll } from './store';
import {
  START,
  type Checkpoint,
  type ReadAllOptions,
  type RecordedEvent,
  type Subscription,
  type SubscriptionOptions,
} from './types';

export type { Subscription, SubscriptionOptions };

/** How a subscription reads the log: a store's readAll. */
export type ReadLog = (after: Checkpoint, options: ReadAllOptions) => Promise<RecordedEvent[]>;

/** A catch-up subscription to the whole log: reads what is there, then keeps polling for what comes. */
export function subscribeToAll(pool: DatabasePool, options: SubscriptionOptions): Subscription {
  return subscribeToLog((after, read) => readAll(pool, after, read), options);
}

/**
 * The subscription loop over any store's readAll: hands each batch to `handle`, moves its checkpoint past it once
 * handled, and pauses when caught up (or after an error) until the next look or until stopped.
 */
export function subscribeToLog(read: ReadLog, options: SubscriptionOptions): Subscription {
  const { types, batchSize = 1000, idleMs = 50, handle, onError } = options;
  let checkpoint = options.from ?? START;
  let stopped = false;
  const pauser = createPauser();
  let markCaughtUp!: () => void;
  const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));

  const loop = (async () => {
    while (!stopped) {
      try {
        const events = await read(checkpoint, { limit: batchSize, types });
        if (events.length > 0) {
          await handle(events);
          checkpoint = checkpointOf(events[events.length - 1]!);
        }
        if (events.length < batchSize) {
          markCaughtUp();
          await pauser.pause(idleMs);
        }
      } catch (error) {
        onError?.(error);
        await pauser.pause(Math.max(idleMs, 1000));
      }
    }
  })();

  return {
    caughtUp,
    checkpoint: () => checkpoint,
    stop: async () => {
      stopped = true;
      pauser.stop();
      await loop;
    },
  };
}
