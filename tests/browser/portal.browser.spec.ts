// Smoke test of the harness and the portal: only what every version of the portal has.
import { describe, expect, it } from '@jest/globals';
import { checkAccessibility, screenshot, testServer, url, useBrowser } from './support/index';

describe('the portal in Chromium', () => {
  const browser = useBrowser({ locale: 'en-US' });

  it('is served with its product.json', async () => {
    const response = await fetch(url('/product.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toEqual(expect.any(Object));
    expect(testServer().demoDocuments).toBeGreaterThanOrEqual(0);
  });

  it('loads its home page with no console error, a language, and no serious accessibility violation', async () => {
    const { page } = browser;
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // The app has rendered something into the page.
    await page.waitForFunction(() => {
      const body = (globalThis as unknown as { document: { body: { innerText: string } } }).document.body;
      return body.innerText.trim().length > 0;
    });
    expect(await page.title()).not.toBe('');
    expect(await page.getAttribute('html', 'lang')).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);

    await checkAccessibility(page, 'the home page');
    const file = await screenshot(page, 'portal-home');
    expect(file).toMatch(/portal-home\.png$/);
    expect(browser.consoleErrors).toEqual([]);
  });
});
