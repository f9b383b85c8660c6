import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** mobile: Lighthouse's default (a mid-range phone on slow 4G, CPU 4× slower); desktop: its desktop preset. */
export type FormFactor = 'mobile' | 'desktop';

export type PageResult = {
  path: string;
  performance?: number;
  accessibility?: number;
  /** Why there are no scores: Lighthouse's runtime error (e.g. the page answered 404) or its failure. */
  error?: string;
  finalUrl?: string;
  failingAccessibility: Array<{ id: string; title: string; elements: number }>;
  /** The performance metrics behind the score, as Lighthouse displays them. */
  metrics?: string;
  settings?: string;
  warnings: string[];
  /** The whole Lighthouse report, JSON (for --reports). */
  report?: string;
};

const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
};
const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : undefined);

/**
 * Lighthouse's default run, i.e. a mid-range phone on a slow 4G network with its CPU slowed 4×, simulated
 * (Lighthouse's own "mobile" preset), for the performance and accessibility categories only.
 */
export async function audit(
  base: string,
  path: string,
  chromePort: number,
  formFactor: FormFactor = 'mobile',
  timeoutMs = 120_000,
  /** Keep the browser's cookies: the page is audited as the user the browser signed in. */
  signedIn = false,
): Promise<PageResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse took more than ${timeoutMs / 1000} s`)), timeoutMs);
  });
  const run = lighthouse(
    `${base}${path}`,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForLoad: 60_000,
      disableStorageReset: signedIn,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  run.catch(() => undefined); // when the timeout wins, its later failure is not ours to report
  const result = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const label = formFactor === 'desktop' ? `${path} (desktop)` : path;
  const a11y = lhr.categories.accessibility;
  const failingAccessibility = (a11y?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((found) => typeof found.score === 'number' && found.score < 1)
    .map((found) => ({
      id: found.id,
      title: found.title,
      elements: (found.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
    }));
  const { formFactor: measuredAs, throttlingMethod, throttling } = lhr.configSettings;
  const method = throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod;
  return {
    path: label,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(a11y?.score),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    finalUrl: lhr.finalDisplayedUrl,
    failingAccessibility,
    metrics: Object.entries(metrics)
      .map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '—'}`)
      .join(', '),
    settings:
      `Lighthouse ${lhr.lighthouseVersion}, ${measuredAs} form factor, ${method} throttling ` +
      `(${throttling.rttMs} ms RTT, ${((throttling.throughputKbps ?? 0) / 1000).toFixed(1)} Mbps, ` +
      `CPU ${throttling.cpuSlowdownMultiplier}× slower), benchmark index ${lhr.environment.benchmarkIndex}`,
    warnings: lhr.runWarnings.map(String),
    report: typeof result.report === 'string' ? result.report : undefined,
  };
}
