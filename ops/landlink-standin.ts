// A LandLink stand-in for the demo and the tests (docs/landlink.md): records each posting once by its key, answers
// a repeated key 200, lists what it holds, and can be told to fail, hang or refuse. Run on its own:
//   node --import tsx ops/landlink-standin.ts   (LANDLINK_STANDIN_PORT, _KEY, _FILE, _MODE; see standInOptionsOf)
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { landLinkPostingSchema, type LandLinkPosting } from '../contracts/landlink/posting';
import type { AppContext } from '../services/platform/context';
import { dataDirOf } from './runtime';

/** ok: accept; fail: 503 to every posting; hang: never answer; refuse: 422 (LandLink will not take it). */
export const standInModes = ['ok', 'fail', 'hang', 'refuse'] as const;
export type StandInMode = (typeof standInModes)[number];

export type StandInOptions = {
  port?: number;
  host?: string;
  /** The key callers must send as `Authorization: Bearer <key>`; unset: any key is taken. */
  key?: string;
  /** A JSONL file each recorded posting is appended to. */
  file?: string;
  mode?: StandInMode;
};

export type Recorded = LandLinkPosting & { receivedAt: string };

export type StandIn = {
  url: string;
  port: number;
  postings: () => Recorded[];
  /** Posting calls answered, repeats and refusals included. */
  calls: () => number;
  setMode: (mode: StandInMode) => void;
  /** Stops listening and drops every open connection (callers then see a refused connection) until `resume`. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) request.destroy(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export async function startLandLinkStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const host = options.host ?? '127.0.0.1';
  const byKey = new Map<string, Recorded>();
  let mode: StandInMode = options.mode ?? 'ok';
  let calls = 0;

  async function posting(request: IncomingMessage, response: ServerResponse) {
    calls++;
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || (options.key !== undefined && auth !== `Bearer ${options.key}`)) {
      return answer(response, 401, { error: 'unauthorized' });
    }
    const body = await readBody(request);
    if (mode === 'hang') return; // the caller's timeout ends it
    if (mode === 'fail') return answer(response, 503, { error: 'LandLink is unavailable' });
    if (mode === 'refuse') return answer(response, 422, { error: 'LandLink refuses this posting' });
    const parsed = landLinkPostingSchema.safeParse(parseJson(body));
    if (!parsed.success) return answer(response, 400, { error: 'invalid posting', issues: parsed.error.issues });
    const existing = byKey.get(parsed.data.key);
    if (existing) return answer(response, 200, { status: 'duplicate', key: existing.key });
    const recorded = { ...parsed.data, receivedAt: new Date().toISOString() };
    byKey.set(recorded.key, recorded);
    if (options.file) appendFileSync(options.file, `${JSON.stringify(recorded)}\n`);
    return answer(response, 201, { status: 'accepted', key: recorded.key });
  }

  async function control(request: IncomingMessage, response: ServerResponse) {
    const wanted = (parseJson(await readBody(request)) as { mode?: unknown } | undefined)?.mode;
    if (!standInModes.includes(wanted as StandInMode)) return answer(response, 400, { error: 'mode?' });
    mode = wanted as StandInMode;
    return answer(response, 200, { mode });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://standin').pathname;
    const route = `${request.method} ${path}`;
    const handled =
      route === 'POST /postings'
        ? posting(request, response)
        : route === 'GET /postings'
          ? Promise.resolve(answer(response, 200, { mode, postings: [...byKey.values()] }))
          : route === 'POST /control'
            ? control(request, response)
            : Promise.resolve(answer(response, 404, { error: 'not found' }));
    handled.catch(() => response.destroy());
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  const port = await listen(options.port ?? 0);
  return {
    url: `http://${host}:${port}`,
    port,
    postings: () => [...byKey.values()],
    calls: () => calls,
    setMode: (next) => void (mode = next),
    pause: stop,
    resume: async () => void (await listen(port)),
    close: stop,
  };
}

/** The stand-in's settings from the environment (LANDLINK_STANDIN_PORT, _HOST, _KEY, _FILE, _MODE). */
export function standInOptionsOf(env: NodeJS.ProcessEnv): StandInOptions {
  const mode = env.LANDLINK_STANDIN_MODE as StandInMode | undefined;
  return {
    port: env.LANDLINK_STANDIN_PORT ? Number(env.LANDLINK_STANDIN_PORT) : 0,
    host: env.LANDLINK_STANDIN_HOST || undefined,
    key: env.LANDLINK_STANDIN_KEY || undefined,
    file: env.LANDLINK_STANDIN_FILE || undefined,
    mode: mode && standInModes.includes(mode) ? mode : 'ok',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standIn = await startLandLinkStandIn(standInOptionsOf(process.env));
  console.log(`LandLink stand-in listening at ${standIn.url} (POST /postings, GET /postings, POST /control)`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * `npm start`'s demo LandLink: with DEMO on and no LANDLINK_URL, the stand-in on a free port (its postings also in
 * DATA_DIR/landlink-standin.jsonl) and the app pointed at it. Resolves with the banner's line, null when not started.
 */
export async function startDemoStandIn(ctx: AppContext): Promise<{ line: string; close: () => Promise<void> } | null> {
  if (!ctx.config.DEMO || ctx.config.LANDLINK_URL) return null;
  const key = 'demo-landlink-key';
  const directory = dataDirOf(ctx.config);
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'landlink-standin.jsonl');
  const standIn = await startLandLinkStandIn({ key, file });
  ctx.config = { ...ctx.config, LANDLINK_URL: standIn.url, LANDLINK_KEY: key };
  return {
    line: `LandLink: a stand-in at ${standIn.url} (GET /postings lists what it received; set LANDLINK_URL for a real one)`,
    close: standIn.close,
  };
}
