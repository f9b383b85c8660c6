/** The value of a check, or null when it failed or took longer than `timeoutMs` (a store that does not answer). */
export async function withinTime<T>(check: () => Promise<T>, timeoutMs = 2000): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  const outcome = check().catch(() => null);
  const result = await Promise.race([outcome, timeout]);
  clearTimeout(timer);
  return result;
}

/** Milliseconds since `start` (performance.now()), to a tenth. */
export const msSince = (start: number) => Math.round((performance.now() - start) * 10) / 10;
