import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';
import { testServer } from './server';

let shared: Browser | undefined;

/** The test file's Chromium, launched on first use (headless; BROWSER_HEADED=1 shows it). */
export async function openBrowser(): Promise<Browser> {
  if (!shared?.isConnected()) {
    shared = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
      headless: process.env.BROWSER_HEADED !== '1',
    });
  }
  return shared;
}

export async function closeBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  await browser?.close();
}

export type PageOptions = {
  /** The browser's language, e.g. 'en-US' (the default), 'es-ES', 'zh-CN'; sets navigator.language and Accept-Language. */
  locale?: string;
  viewport?: { width: number; height: number };
} & Omit<BrowserContextOptions, 'locale' | 'viewport' | 'baseURL'>;

export type TestPage = {
  page: Page;
  context: BrowserContext;
  /** Every console error and uncaught page error so far, in order. */
  consoleErrors: string[];
  close: () => Promise<void>;
};

/**
 * A page in a fresh browser context (its own cookies and storage: nobody signed in) whose relative URLs go to the
 * test server: `page.goto('/login')`. Console errors and uncaught exceptions are collected in `consoleErrors`.
 */
export async function newPage(options: PageOptions = {}): Promise<TestPage> {
  const { locale = 'en-US', viewport = { width: 1280, height: 900 }, ...rest } = options;
  const browser = await openBrowser();
  const context = await browser.newContext({ ...rest, locale, viewport, baseURL: testServer().baseUrl });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location();
    // Chromium asks for /favicon.ico on its own; a missing one is not the page's error.
    if (where.url.endsWith('/favicon.ico')) return;
    consoleErrors.push(`${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.stack ?? error.message}`));
  return { page, context, consoleErrors, close: () => context.close() };
}

/**
 * The usual shape of a test file: one Chromium for the file, a fresh context and page for every test.
 *
 *     const browser = useBrowser({ locale: 'en-US' });
 *     it('...', async () => { await browser.page.goto('/'); ... });
 */
export function useBrowser(options: PageOptions = {}) {
  let current: TestPage | undefined;
  const extras: TestPage[] = [];
  const now = () => {
    if (!current) throw new Error('useBrowser(): the page exists only inside a test');
    return current;
  };
  beforeAll(async () => {
    await openBrowser();
  });
  beforeEach(async () => {
    current = await newPage(options);
  });
  afterEach(async () => {
    for (const extra of extras.splice(0)) await extra.close();
    await current?.close();
    current = undefined;
  });
  afterAll(async () => {
    await closeBrowser();
  });
  return {
    get page(): Page {
      return now().page;
    },
    get context(): BrowserContext {
      return now().context;
    },
    get consoleErrors(): string[] {
      return now().consoleErrors;
    },
    /** Another page with other options (say another locale) in a context of its own, closed after the test. */
    async newPage(other: PageOptions = {}): Promise<TestPage> {
      const extra = await newPage({ ...options, ...other });
      extras.push(extra);
      return extra;
    },
  };
}
