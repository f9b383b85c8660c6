/**
 * Sleeps that can be cut short: a polling loop pauses between looks, and whoever stops the loop wakes every
 * pause at once instead of waiting for its timer. The projection runner and the log subscription share it.
 */
export type Pauser = {
  /** Resolves after `ms`, or as soon as wakeAll or stop is called. */
  pause: (ms: number) => Promise<void>;
  /** Ends every pause under way now; later pauses wait their full time again. */
  wakeAll: () => void;
  /** Ends every pause under way and makes every later one resolve at once: for a loop on its way out. */
  stop: () => void;
};

export function createPauser(): Pauser {
  const sleepers = new Set<() => void>();
  let stopped = false;

  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };

  return {
    pause: (ms) =>
      stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const wake = () => {
              clearTimeout(timer);
              sleepers.delete(wake);
              resolve();
            };
            const timer = setTimeout(wake, ms);
            sleepers.add(wake);
          }),
    wakeAll,
    stop: () => {
      stopped = true;
      wakeAll();
    },
  };
}
