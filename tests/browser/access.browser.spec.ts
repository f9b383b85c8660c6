/// <reference lib="dom" />
// Who sees what, and where the portal sends a visitor (000 §2, §6, §8).
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import {
  apiAs,
  checkAccessibility,
  demoUser,
  input,
  messageUnder,
  screenshot,
  signIn,
  testServer,
  useBrowser,
} from './support/index';

describe('access in the portal', () => {
  const browser = useBrowser();

  it('shows GUEST no profile button, no transactions card and no recent searches', async () => {
    const { page } = browser;
    await signIn(page, 'guestuser', 'anything at all');
    expect(await page.locator('header').innerText()).toContain('Hello');
    expect(await page.getByRole('button', { name: 'Profile' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Notable Dates', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Transactions', level: 2 }).count()).toBe(0);
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    // The search area opens the county's default search.
    await page.waitForURL(/\/search\/searchBy\w+$/);
    await page.getByRole('heading', { name: /^Search by/, level: 1 }).waitFor();
    expect(await page.getByText('Recent searches').count()).toBe(0);
  });

  it('sends a visitor of a login-required route to /login and back to it after signing in', async () => {
    const { page } = browser;
    const { username, password } = demoUser('escrow.searcher');
    await page.goto('/search');
    await page.waitForURL(/\/login$/);
    await signIn(page, username, password);
    await page.waitForURL(/\/search\/searchBy\w+$/);
    await page.getByText('Recent searches').waitFor();
    expect(await page.getByText('Current').count()).toBeGreaterThanOrEqual(0);
    await checkAccessibility(page, 'search, signed in');
  });

  it('sends the user to /login at the next call once the server has ended the session', async () => {
    const { page } = browser;
    const { username, password } = demoUser('escrow.admin');
    await signIn(page, username, password);
    const db = new pg.Client({ connectionString: testServer().databaseUrl });
    await db.connect();
    try {
      await db.query('DELETE FROM auth_sessions WHERE username = $1', [username]);
    } finally {
      await db.end();
    }
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.waitForURL(/\/login$/);
    await input(page, 'username').waitFor();
  });

  it('gives an account administrator the account’s transactions report as a PDF in a new window', async () => {
    const { page, context } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    await page.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transactions Report' });
    await dialog.getByRole('radio', { name: 'All transactions for this account' }).check();
    expect(await input(page, 'fromDate').isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Custom range' }).check();
    await dialog.getByRole('button', { name: 'Generate Report' }).click();
    await dialog.getByText('Required.').waitFor();
    await input(page, 'fromDate').pressSequentially('01012020');
    expect(await input(page, 'fromDate').inputValue()).toBe('01/01/2020');
    await dialog.getByRole('button', { name: 'Generate Report' }).click();
    await dialog.getByText('Date range cannot exceed a year.').waitFor();
    await input(page, 'fromDate').fill('');
    await dialog.getByRole('radio', { name: 'YTD' }).check();
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Generate Report' }).click(),
    ]);
    await report.waitForURL(/^blob:/);
    await dialog.waitFor({ state: 'detached' });
  });

  it('works on when product.json cannot be read, and only logs it (000 §1)', async () => {
    const { page } = browser;
    await page.route('**/product.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    const escrow = demoUser('escrow.searcher');
    await signIn(page, escrow.username, escrow.password);
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    expect(browser.consoleErrors.filter((error) => !/product\.json|status of 500/.test(error))).toEqual([]);
    expect(browser.consoleErrors.some((error) => error.includes('product.json could not be read'))).toBe(true);
  });

  it('checks the login form before sending it, its checks loaded only once the form is used', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().endsWith('/api/auth/login')) loginCalls.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    const drawnWith = scripts.length;
    await input(page, 'username').focus();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Required.').nth(1).waitFor();
    expect(await messageUnder(page, 'username')).toBe('Required.');
    expect(await messageUnder(page, 'password')).toBe('Required.');
    expect(loginCalls).toEqual([]);
    expect(scripts.length).toBeGreaterThan(drawnWith);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('sends the login form unchecked when its checks cannot load, and shows the server’s answer', async () => {
    const { page } = browser;
    await page.goto('/login');
    await input(page, 'username').waitFor();
    // The connection drops once the page is drawn: no further script arrives.
    await page.route('**/assets/**', (route) => route.abort());
    await input(page, 'username').fill('nobody.at.all');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: 'Log In' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Required.');
  });

  it('shows a county lockout on the login page and its headline in the header', async () => {
    const { page } = browser;
    const clerk = demoUser('county.clerk');
    await signIn(page, clerk.username, clerk.password);
    const lockout = { messageLogin: 'Closed for the year-end count.', messageHeadline: 'Portal closed today' };
    const saved = await apiAs(page, 'controlPanel/countyConfig/userLockout', { lockoutInPlace: true, ...lockout });
    expect(saved).toMatchObject({ ok: true });
    try {
      const visitor = await browser.newPage();
      await visitor.page.goto('/login');
      await visitor.page.getByText(lockout.messageLogin).waitFor();
      const headline = visitor.page.getByText(lockout.messageHeadline);
      await headline.waitFor();
      await checkAccessibility(visitor.page, 'login during a county lockout');
      await screenshot(visitor.page, 'lockout-login');
      await visitor.page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await headline.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    } finally {
      await apiAs(page, 'controlPanel/countyConfig/userLockout', { lockoutInPlace: false, ...lockout });
    }
  });
});
