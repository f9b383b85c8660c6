import { readFileSync } from 'node:fs';

/** What the global setup started, shared with every test file (see global-setup.ts). */
export type BrowserTestServer = {
  /** The server's address, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** The server's DATA_DIR: `mailbox/` holds the email it sent, `images/` the demo page images. */
  dataDir: string;
  /** The server's own database (a fresh one per run), for tests that must look behind the API. */
  databaseUrl: string;
  redisUrl: string;
  /** How many demo documents were loaded (DEMO_DOCUMENTS). */
  demoDocuments: number;
};

/** The environment variable naming the JSON file the global setup writes. */
export const stateFileVariable = 'BROWSER_TEST_STATE';

/** How many jest workers (and servers, one each) the browser tests run in: BROWSER_WORKERS, 2 by default. */
export const browserWorkers = (): number => Math.max(1, Math.min(4, Number(process.env.BROWSER_WORKERS ?? 2) || 1));

let cached: BrowserTestServer | undefined;

/**
 * This worker's server; throws when the tests run without the browser config's global setup. Each jest worker
 * has a server of its own, so files in two workers never see each other's users, balances or settings.
 */
export function testServer(): BrowserTestServer {
  if (cached) return cached;
  const file = process.env[stateFileVariable];
  if (!file) {
    throw new Error(`${stateFileVariable} is not set: run the browser tests with npm run test:browser`);
  }
  const servers = JSON.parse(readFileSync(file, 'utf8')) as BrowserTestServer[];
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  cached = servers[(worker - 1) % servers.length]!;
  return cached;
}

/** An absolute URL on the test server: `url('/login')`. */
export function url(path = '/'): string {
  return new URL(path, `${testServer().baseUrl}/`).toString();
}
