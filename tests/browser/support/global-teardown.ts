import { runKey, stopRun, type BrowserTestRun } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const run = (globalThis as Record<string, unknown>)[runKey] as BrowserTestRun | undefined;
  if (run) await stopRun(run);
}
