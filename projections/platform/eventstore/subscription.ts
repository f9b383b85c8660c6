import type { DatabasePool } from '../database';
import { checkpointOf, readAll } from './store';
import { START, type Checkpoint, type RecordedEvent } from './types';

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

/** A catch-up subscription to the whole log: reads what is there, then keeps polling for what comes. */
export function subscribeToAll(pool: DatabasePool, options: SubscriptionOptions): Subscription {
  const { types, batchSize = 1000, idleMs = 50, handle, onError } = options;
  let checkpoint = options.from ?? START;
  let stopped = false;
  let wake: (() => void) | undefined;
  let markCaughtUp!: () => void;
  const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        const events = await readAll(pool, checkpoint, { limit: batchSize, types });
        if (events.length > 0) {
          await handle(events);
          checkpoint = checkpointOf(events[events.length - 1]!);
        }
        if (events.length < batchSize) {
          markCaughtUp();
          await pause(idleMs);
        }
      } catch (error) {
        onError?.(error);
        await pause(Math.max(idleMs, 1000));
      }
    }
  })();

  return {
    caughtUp,
    checkpoint: () => checkpoint,
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
