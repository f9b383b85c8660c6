/**
 * At most `slots` of the work at once, the rest queued in order: reading and examining an upload holds the file
 * and a page decoded (about 80 MB for a 25 MB scan), so a burst of uploads waits its turn rather than adding up.
 */
export function limitedTo(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
