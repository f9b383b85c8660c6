/// <reference lib="dom" />
// The control panel's frame (002 §2.4): the side navigation in its groups (Technical for TRIMIN only), the current
// entry marked, /controlPanel and unmatched paths showing the selected section (by default Home - Notable Dates),
// a phone's select; and a section's change history (issue 24): the change just made, field by field, and Restore
// of the one before as a new change. axe on the frame and the history; screenshots in English and Japanese.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { repositoryRoot } from '../../ops/runtime';
import {
  apiAs,
  checkAccessibility,
  input,
  panelHeading as heading,
  settledScreenshot,
  signInAs,
  useBrowser,
} from './support/index';

type Catalog = { [key: string]: string | Catalog };

/** A text of the admin app's whole catalog in a language (every folder's catalog merged, as the app does). */
function adminText(tag: string, key: string): string {
  const folder = join(repositoryRoot, 'admin', 'src', 'i18n');
  const areas = readdirSync(folder).filter((name) => statSync(join(folder, name)).isDirectory());
  for (const file of [join(folder, `${tag}.json`), ...areas.map((area) => join(folder, area, `${tag}.json`))]) {
    let catalog: Catalog;
    try {
      catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
    } catch {
      continue;
    }
    const text = key
      .split('.')
      .reduce<Catalog | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        catalog,
      );
    if (typeof text === 'string') return text;
  }
  throw new Error(`No ${key} in the admin ${tag} catalogs`);
}

const sideNav = (page: Page, tag = 'en') =>
  page.getByRole('navigation', { name: adminText(tag, 'controlPanel.nav.label'), exact: true });

/** The side navigation's groups as shown: each group's name and its entries. */
const navGroups = (page: Page) =>
  sideNav(page)
    .locator('ul')
    .evaluateAll((lists) =>
      lists.map((list) => ({
        group: list.querySelector('li.MuiListSubheader-root')?.textContent ?? '',
        entries: [...list.querySelectorAll('a')].map((link) => link.textContent ?? ''),
      })),
    );

/** Opens a control panel address and waits for its side navigation and its screen's heading. */
async function openPanel(page: Page, path: string, tag = 'en') {
  await page.goto(`/admin/#/controlPanel${path}`);
  // The first screen of the app loads its code and catalogs: longer than a click on a slow machine.
  await sideNav(page, tag).waitFor({ timeout: 45_000 });
  await heading(page).waitFor();
}

const currentEntry = (page: Page) => sideNav(page).locator('a[aria-current="page"]');

describe('the control panel’s frame', () => {
  const browser = useBrowser();

  it('gives COUNTY the side navigation in the spec’s groups without Technical, and the selected section for unmatched paths', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    // Nothing selected yet in this tab: Home - Notable Dates.
    await openPanel(page, '');
    await expect(currentEntry(page).innerText()).resolves.toBe(await heading(page).innerText());
    const defaultHeading = await heading(page).innerText();
    const groups = await navGroups(page);
    expect(groups.map(({ group }) => group)).toEqual(['Fee Structure', 'Account Admin', 'User Admin', 'Web Pages']);
    const webPages = groups.find(({ group }) => group === 'Web Pages')!;
    // The Web Pages group's entry for homeNotableDates is the one shown.
    const notableLink = sideNav(page).locator('a[href$="/controlPanel/homeNotableDates"]');
    await expect(notableLink.getAttribute('aria-current')).resolves.toBe('page');
    expect(webPages.entries).toContain(defaultHeading);
    expect(groups.find(({ group }) => group === 'Account Admin')!.entries[0]).toBe('Accounts');
    await checkAccessibility(page, 'control panel frame (COUNTY)');
    await settledScreenshot(page, 'control-panel-frame-en');

    // Another entry: its screen, marked current; an unmatched path then shows that section, the address kept.
    await sideNav(page).getByRole('link', { name: 'Escrow', exact: true }).click();
    await page.waitForURL(/#\/controlPanel\/escrow$/);
    await heading(page).filter({ hasText: 'Escrow' }).waitFor();
    await expect(currentEntry(page).innerText()).resolves.toBe('Escrow');
    for (const path of ['/no/such/section', '', '/technicalStuff']) {
      await openPanel(page, path);
      await heading(page).filter({ hasText: 'Escrow' }).waitFor();
      await expect(currentEntry(page).innerText()).resolves.toBe('Escrow');
    }
    // A Technical address is not COUNTY's.
    await page.goto('/admin/#/controlPanel/recordsIndex');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();

    expect(browser.consoleErrors).toEqual([]);
  });

  it('keeps the accounts inside the frame, their entry marked', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await openPanel(page, '/accounts');
    await page.getByText(/Displaying Results/).waitFor();
    await expect(currentEntry(page).innerText()).resolves.toBe('Accounts');
    // The spec's address of an account's entry form and of its screens: inside the frame too.
    const edit = await page
      .locator('main table tbody tr')
      .first()
      .getByRole('link', { name: /^Edit account / })
      .getAttribute('href');
    const id = /(\d+)$/.exec(edit ?? '')![1]!;
    await openPanel(page, `/accounts/${id}`);
    await page.locator('main form input[name="name"]').waitFor();
    await expect(currentEntry(page).innerText()).resolves.toBe('Accounts');
    await openPanel(page, `/accountTasks/${id}/Account`);
    await expect(currentEntry(page).innerText()).resolves.toBe('Accounts');
    expect(browser.consoleErrors).toEqual([]);
  });

  it('gives TRIMIN the Technical group too', async () => {
    const { page } = browser;
    await signInAs(page, 'trimin.admin');
    await openPanel(page, '');
    const groups = await navGroups(page);
    expect(groups.map(({ group }) => group)).toEqual([
      'Fee Structure',
      'Account Admin',
      'User Admin',
      'Web Pages',
      'Technical',
    ]);
    const technical = groups.find(({ group }) => group === 'Technical')!;
    expect(technical.entries.length).toBeGreaterThan(0);
    await sideNav(page).getByRole('link', { name: technical.entries[0]!, exact: true }).click();
    await heading(page).filter({ hasText: technical.entries[0]! }).waitFor();
    await expect(currentEntry(page).innerText()).resolves.toBe(technical.entries[0]!);
    await checkAccessibility(page, 'control panel frame (TRIMIN)');
  });

  it('offers the same entries in one select on a phone', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'county.clerk');
    await page.goto('/admin/#/controlPanel/escrow');
    const select = sideNav(page).getByLabel('Control panel section');
    await expect(select.inputValue()).resolves.toBe('escrow');
    const groups = await select
      .locator('optgroup')
      .evaluateAll((all) => all.map((group) => group.getAttribute('label')));
    expect(groups).toEqual(['Fee Structure', 'Account Admin', 'User Admin', 'Web Pages']);
    await select.selectOption('userAccess');
    await page.waitForURL(/#\/controlPanel\/userAccess$/);
    await checkAccessibility(page, 'control panel frame on a phone');
    await settledScreenshot(page, 'control-panel-frame-en-phone');
  });
});

describe('a section’s change history', () => {
  const browser = useBrowser();

  /** The common section as it was, put back after the test (the portal's pages show it). */
  async function keepingCommon(page: Page, test: () => Promise<void>) {
    const before = (
      (await (await page.request.get('/api/controlPanel/countyConfig/common')).json()) as {
        content: Record<string, unknown>;
      }
    ).content;
    try {
      await test();
    } finally {
      expect(await apiAs(page, 'controlPanel/countyConfig/common', before)).toMatchObject({ ok: true });
    }
  }

  async function saveContactName(page: Page, name: string) {
    await input(page, 'contactName').fill(name);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.locator('[data-status="SUCCESS"]').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Settings updated' }).waitFor();
  }

  it('shows the change just made, field by field, and restores the one before as a new change', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk');
    await keepingCommon(page, async () => {
      await openPanel(page, '/common');
      await saveContactName(page, 'Rosa Taitano');
      // Any edit after a save returns to idle: Submit again, the tick gone.
      await input(page, 'contactName').fill('Joaquin Camacho');
      await expect(page.locator('[data-status="SUCCESS"]').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.locator('[data-status="SUCCESS"]').waitFor();

      // The history names a field as the form labels it.
      const label = await input(page, 'contactName').evaluate(
        (field) => (field as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '') ?? '',
      );
      expect(label).toMatch(/^Contact/);
      await page.getByRole('button', { name: 'History', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Change history' });
      const entries = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      const newest = entries.first();
      await newest.getByText(`${label}: Rosa Taitano → Joaquin Camacho`).waitFor();
      await newest.getByText(/by county\.clerk · from /).waitFor();
      // The newest is in force: nothing to restore there; the one before can be.
      await expect(newest.getByRole('button', { name: /^Restore/ }).count()).resolves.toBe(0);
      const before = entries.nth(1);
      await before.getByText(new RegExp(`^${label}: .* → Rosa Taitano$`)).waitFor();
      await checkAccessibility(page, 'section history');
      await settledScreenshot(page, 'control-panel-history-en');

      const restore = before.getByRole('button', { name: /^Restore version \d+$/ });
      const version = Number((await restore.innerText()).replace(/\D/g, ''));
      await restore.click();
      await page
        .getByRole('dialog', { name: 'Restore an earlier version' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await page
        .getByRole('alert')
        .filter({ hasText: `Version ${version} restored: it is now in force as a new change.` })
        .waitFor();
      await expect(input(page, 'contactName').inputValue()).resolves.toBe('Rosa Taitano');
      await page.locator('[data-status="SUCCESS"]').waitFor();
      const saved = (await (await page.request.get('/api/controlPanel/countyConfig/common')).json()) as {
        content: { contactName: string };
      };
      expect(saved.content.contactName).toBe('Rosa Taitano');

      // The restore is the newest change, saying which version it brought back.
      await page.getByRole('button', { name: 'History', exact: true }).click();
      await newest.getByText(`Restored version ${version}.`).waitFor();
      await newest.getByText(`${label}: Joaquin Camacho → Rosa Taitano`).waitFor();
    });
    expect(browser.consoleErrors).toEqual([]);
  });

  it('speaks Japanese', async () => {
    const { page } = browser;
    await signInAs(page, 'county.clerk', '日本語');
    await keepingCommon(page, async () => {
      await openPanel(page, '/common', 'ja');
      await input(page, 'contactName').fill('田中 花子');
      await page.getByRole('button', { name: adminText('ja', 'controlPanel.form.submit'), exact: true }).click();
      await page.locator('[data-status="SUCCESS"]').waitFor();
      await settledScreenshot(page, 'control-panel-frame-ja');
      await page.getByRole('button', { name: adminText('ja', 'controlPanel.history.open'), exact: true }).click();
      await page
        .getByRole('dialog', { name: adminText('ja', 'controlPanel.history.title') })
        .getByText('田中 花子')
        .first()
        .waitFor();
      await checkAccessibility(page, 'section history (Japanese)');
      await settledScreenshot(page, 'control-panel-history-ja');
    });
  });
});
