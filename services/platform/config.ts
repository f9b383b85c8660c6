import { isIP } from 'node:net';
import { z } from 'zod';

const isAddressOrNetwork = (entry: string) => {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}//`,
  );
const optionalUrl = (protocols: string[]) => z.preprocess((v) => (v === '' ? undefined : v), url(protocols).optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Every setting the server reads from the environment; README's configuration table mirrors this. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')
    .default('landrecords'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** How long one statement of a search may run before the searcher is asked to narrow it. */
  SEARCH_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** /api/ready answers 503 once a projection has not moved for this long while events wait for it. */
  PROJECTION_STALL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  COUNTY_DIRECTORY: z.string().min(1).default('demo'),
  ROUTER_BASE_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9_\-/]*$/, 'must be a path starting with /')
    .default('/'),
  PAYMENT_PAGE_URL: optionalUrl(['http:', 'https:']),
  PAYMENT_SCRIPT_URL: optionalUrl(['http:', 'https:']),
  /** Who takes card payments: the built-in sandbox (test cards only) or Authorize.Net Accept Hosted. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'authorize.net']).default('sandbox'),
  /** Authorize.Net's credentials: required with PAYMENT_PROVIDER=authorize.net; secrets, never logged. */
  AUTHORIZE_NET_API_LOGIN_ID: optionalText,
  AUTHORIZE_NET_TRANSACTION_KEY: optionalText,
  AUTHORIZE_NET_ENDPOINT: url(['https:', 'http:']).default('https://apitest.authorize.net/xml/v1/request.api'),
  /** The portal's page Accept Hosted relays its messages through (hostedPaymentIFrameCommunicatorUrl). */
  AUTHORIZE_NET_IFRAME_COMMUNICATOR_URL: optionalUrl(['https:', 'http:']),
  /** Where email goes, e.g. smtp://user:pass@mail.county.gov:587; unset: into DATA_DIR/mailbox, logged. */
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().min(3).default('Land Record Portal <no-reply@localhost>'),
  /**
   * The proxies in front whose X-Forwarded-For is believed: a hop count (1: the one proxy next to the server) or
   * their addresses and networks (10.0.0.5,10.1.0.0/16). Unset: nobody's, so no client can forge its address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context): number | string | false => {
      if (!value) return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every((entry) => isAddressOrNetwork(entry))) return entries.join(',');
      context.addIssue({ code: 'custom', message: 'must be a hop count or addresses and networks, comma-separated' });
      return z.NEVER;
    }),
  /** Calls each client address may make to login, registration and recovery in 10 minutes, per call. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** false: `npm start` loads no demo county (configuration, accounts, users or records), for a real county. */
  DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  /** Documents in the demo county the first start loads (with their page images); 0: no records, only the
   * demo configuration, accounts and users. */
  DEMO_DOCUMENTS: z.coerce.number().int().min(0).default(20_000),
  /** Answers carry a Server-Timing header (the whole call, and the search SQL of a search): for the benchmarks. */
  SERVER_TIMING: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** LandLink's posting API (docs/landlink.md), e.g. https://landlink.county.gov/api; unset: postings wait. */
  LANDLINK_URL: optionalUrl(['http:', 'https:']),
  /** The key LandLink gave the county, sent as `Authorization: Bearer <key>`; a secret, never logged. */
  LANDLINK_KEY: optionalText,
  /** How long one posting call may take before it counts as failed and is retried. */
  LANDLINK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * The key (32 bytes: 64 hex digits or base64) that encrypts staff's two-step secrets (AES-256-GCM); a secret,
   * never logged. Unset: one is made once and kept in DATA_DIR/second-factor.key.
   */
  SECOND_FACTOR_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine(
        (value) => /^[0-9a-fA-F]{64}$/.test(value) || Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes: 64 hex digits or base64',
      )
      .optional(),
  ),
  /** Turns on GET /metrics (Prometheus), answered only with `Authorization: Bearer <this>`; unset: 404. */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Authorize.Net cannot be used without its credentials: the server refuses to start. */
const checkedSchema = configSchema.superRefine((config, context) => {
  if (config.PAYMENT_PROVIDER !== 'authorize.net') return;
  for (const name of ['AUTHORIZE_NET_API_LOGIN_ID', 'AUTHORIZE_NET_TRANSACTION_KEY'] as const) {
    if (!config[name])
      context.addIssue({ code: 'custom', path: [name], message: 'is required with PAYMENT_PROVIDER=authorize.net' });
  }
});

/**
 * With Authorize.Net the hosted page is theirs: its sandbox's unless the endpoint is the production API. Decided
 * here rather than in product.json so the pages' Content-Security-Policy allows framing it too.
 */
function withPaymentPageDefault(config: Config): Config {
  if (config.PAYMENT_PROVIDER !== 'authorize.net') return config;
  const production = ['api.authorize.net', 'api2.authorize.net'].includes(
    new URL(config.AUTHORIZE_NET_ENDPOINT).hostname,
  );
  return {
    ...config,
    PAYMENT_PAGE_URL:
      config.PAYMENT_PAGE_URL ?? `https://${production ? 'accept' : 'test'}.authorize.net/payment/payment`,
    // Accept Hosted needs no script of Authorize.Net's in the portal; product.json names one, so it is theirs.
    PAYMENT_SCRIPT_URL:
      config.PAYMENT_SCRIPT_URL ?? `https://${production ? 'js' : 'jstest'}.authorize.net/v3/AcceptUI.js`,
  };
}

/** Reads the environment; a bad value throws one line naming the variable and what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, env[key]]));
  const result = checkedSchema.safeParse(known);
  if (result.success && result.data.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
    // The sandbox takes test cards and charges nothing: in production it must be chosen, never fallen into.
    throw new ConfigError(
      'Configuration error: PAYMENT_PROVIDER is not set: in production name the card provider (authorize.net), or sandbox for a test county where no card is ever charged.',
    );
  }
  if (result.success) return withPaymentPageDefault(result.data);
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}=${JSON.stringify(env[name] ?? '')} is not valid: ${issue.message}`;
  });
  throw new ConfigError(`Configuration error: ${lines.join('; ')}`);
}

/** A configuration with the database and Redis addresses decided. */
export type RuntimeConfig = Config & { DATABASE_URL: string; REDIS_URL: string };
