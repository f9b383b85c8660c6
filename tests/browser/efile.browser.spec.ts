/// <reference lib="dom" />
// E-file (002 §2.1, §4, §5; issue 27): an anonymous filer uploads a real recorder's scan, sees its pre-check
// warnings and charges, pays in the sandbox card frame and is told the transaction number; an escrow user files
// with Use profile and the header's balance goes down by the total; every message of 002 §5 under its field;
// axe on the screen and each dialog; screenshots wide and on a phone, in English and Japanese.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page, Response } from 'playwright-core';
import { repositoryRoot } from '../../ops/runtime';
import {
  balanceCents,
  cardFrame,
  catalogText,
  checkAccessibility,
  demoUser,
  dollars,
  headerBalance,
  input,
  latestMailTo,
  messageUnder,
  settledScreenshot as screenshot,
  signIn,
  typeCard,
  uniqueEmail,
  useBrowser,
} from './support/index';

const deedPath = join(repositoryRoot, 'services', 'images', 'fixtures', 'deed-3917312.pdf');
const deedPages = 7;
const text = (key: string, tag = 'en') => catalogText(tag, `efile.${key}`);
const phone = { width: 390, height: 844 };

type Warning = { page: number; code: string; message: string };
type Uploaded = {
  numberOfPages: number;
  firstPageCharge: number;
  additionalPagesCharge: number;
  surcharge: number;
  totalCharge: number;
  paymentMethod: string;
  warnings: Warning[];
  overrideAllowed: boolean;
};
const cents = (amount: number) => Math.round(amount * 100);

/**
 * A declared message as a Japanese reader sees it: the catalog's translation by its code, or, while that is still
 * the English copy, the e-file screen's own words for it.
 */
function japaneseMessage(code: string, screenKey: string): string {
  const inCatalog = (tag: string) => {
    try {
      return catalogText(tag, `messages.${code}`);
    } catch {
      return null;
    }
  };
  const translated = inCatalog('ja');
  return translated === null || translated === inCatalog('en') ? text(screenKey, 'ja') : translated;
}

const submitButton = (page: Page, tag = 'en') =>
  page.getByRole('button', { name: catalogText(tag, 'common.submit'), exact: true });

/** The /efile screen, opened from the top navigation (000 §2: shown when the county offers e-file). */
async function openFromNavigation(page: Page) {
  await page.goto('/home');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: catalogText('en', 'nav.efile'), exact: true })
    .click();
  await page.waitForURL(/\/efile$/);
  await page.getByRole('heading', { level: 1, name: text('title') }).waitFor();
  await input(page, 'name').waitFor();
}

type Filer = { name: string; email: string; address1: string; city: string; zip: string };
async function fillFiler(page: Page, filer: Filer) {
  for (const [name, value] of Object.entries(filer)) await input(page, name).fill(value);
}

/** The file chosen, the acknowledgement ticked, then Submit: resolves with the upload's answer. */
async function uploadDeed(page: Page, tag = 'en'): Promise<Uploaded> {
  await input(page, 'file').setInputFiles(deedPath);
  await input(page, 'acknowledged').check();
  const [response] = await Promise.all([
    page.waitForResponse((answer: Response) => answer.url().endsWith('/api/efile/image'), { timeout: 60_000 }),
    submitButton(page, tag).click(),
  ]);
  const envelope = (await response.json()) as { ok: boolean; message: string | null; content: Uploaded };
  expect({ ok: envelope.ok, message: envelope.message }).toEqual({ ok: true, message: null });
  return envelope.content;
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** The card frame's card form, or the alert that came instead (its words in the failure). */
async function cardFormOf(page: Page, title: string) {
  const frame = cardFrame(page, title);
  const alert = page.getByRole('alertdialog');
  const came = await Promise.race([
    frame
      .getByLabel('Card number')
      .waitFor()
      .then(() => 'frame'),
    alert.waitFor().then(() => 'alert'),
  ]).catch(async (error: unknown) => {
    await screenshot(page, 'efile-card-failed');
    throw error;
  });
  if (came === 'alert') throw new Error(`An alert instead of the card frame: ${await alert.innerText()}`);
  return frame;
}

/** The charges dialog's value for a label (its description list). */
const lineValue = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The pre-check warnings, each naming its page, then Continue anyway (the demo county allows override). */
async function passWarnings(page: Page, uploaded: Uploaded, shot?: string, tag = 'en', byKeyboard = false) {
  expect(uploaded.warnings.length).toBeGreaterThan(0);
  expect(uploaded.overrideAllowed).toBe(true);
  const warnings = dialogNamed(page, text('warnings.title', tag));
  await warnings.waitFor();
  for (const warning of uploaded.warnings) {
    expect(warning.message).toContain(String(warning.page));
    if (tag === 'en') await warnings.getByText(warning.message, { exact: true }).waitFor();
  }
  await expect(warnings.getByRole('listitem').count()).resolves.toBe(uploaded.warnings.length);
  await checkAccessibility(page, 'the pre-check warnings');
  if (shot) await screenshot(page, shot);
  const going = warnings.getByRole('button', { name: text('warnings.continueAnyway', tag) });
  if (!byKeyboard) return going.click();
  // The dialog opens with its way on focused: Enter takes it.
  await expect(going.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
}

/** The charges as 002 §2.1 lists them, checked against the upload's answer. */
async function checkCharges(dialog: Locator, uploaded: Uploaded, card: boolean) {
  expect(uploaded.numberOfPages).toBe(deedPages);
  // The demo county charges for e-file: a dialog of zeros would show nothing.
  expect(uploaded.firstPageCharge).toBeGreaterThan(0);
  expect(uploaded.additionalPagesCharge).toBeGreaterThan(0);
  await expect(lineValue(dialog, text('charges.pages')).innerText()).resolves.toBe(String(deedPages));
  await expect(lineValue(dialog, text('charges.documentCharge')).innerText()).resolves.toBe(
    dollars(cents(uploaded.firstPageCharge)),
  );
  await expect(lineValue(dialog, text('charges.additionalPages')).innerText()).resolves.toBe(
    dollars(cents(uploaded.additionalPagesCharge)),
  );
  await expect(lineValue(dialog, text('charges.total')).innerText()).resolves.toBe(
    dollars(cents(uploaded.totalCharge)),
  );
  const surchargeLabel = text(card ? 'charges.cardSurcharge' : 'charges.paymentSurcharge');
  const otherLabel = text(card ? 'charges.paymentSurcharge' : 'charges.cardSurcharge');
  await expect(dialog.getByText(otherLabel, { exact: true }).count()).resolves.toBe(0);
  if (uploaded.surcharge > 0) {
    await expect(lineValue(dialog, surchargeLabel).innerText()).resolves.toBe(dollars(cents(uploaded.surcharge)));
  } else {
    await expect(dialog.getByText(surchargeLabel, { exact: true }).count()).resolves.toBe(0);
  }
  expect(cents(uploaded.totalCharge)).toBe(
    cents(uploaded.firstPageCharge) + cents(uploaded.additionalPagesCharge) + cents(uploaded.surcharge),
  );
}

/** The success alert of 002 §4 (its two spaces kept): resolves with the transaction number. */
async function successAlert(page: Page): Promise<string> {
  const alert = page.getByRole('alertdialog');
  await alert.waitFor({ timeout: 30_000 });
  const said = (await page.locator(`[id="${await alert.getAttribute('aria-describedby')}"]`).textContent()) ?? '';
  const number = /^Transaction (\S+) was successfully submitted\. {2}Check your email for a confirmation\.$/.exec(
    said.trim(),
  )?.[1];
  expect({ said: said.trim(), matched: number !== undefined }).toEqual({ said: said.trim(), matched: true });
  return number!;
}

/** The form as it starts: nothing typed, no file, the acknowledgement unticked, the county's state. */
async function expectCleared(page: Page) {
  for (const name of ['name', 'email', 'address1', 'address2', 'city', 'zip']) {
    await expect(input(page, name).inputValue()).resolves.toBe('');
  }
  await expect(input(page, 'acknowledged').isChecked()).resolves.toBe(false);
  await page.getByText(text('noFile'), { exact: true }).waitFor();
}

describe('e-file', () => {
  const browser = useBrowser();

  it('an anonymous filer uploads a scanned deed, sees its warnings and charges, pays by card and is told the number', async () => {
    const { page, consoleErrors } = browser;
    await openFromNavigation(page);
    expect(await page.title()).toContain(text('title'));
    // The county's note and the guidance of 002 §2.1; the acknowledgement in the county's words.
    await page.getByText('Documents filed after 3:00 pm are recorded the next business day.').waitFor();
    await page.getByText(text('guidance'), { exact: true }).waitFor();
    await page.getByText(/^I certify that this document is ready to be recorded/).waitFor();
    await expect(page.getByLabel(text('useProfile')).count()).resolves.toBe(0);
    await expect(page.locator('input[name="efileType"]').inputValue()).resolves.toBe('LR');
    await expect(page.locator('input[name="state"]').inputValue()).resolves.toMatch(/^[A-Z]{2}$/);
    await checkAccessibility(page, 'the e-file screen');
    await screenshot(page, 'efile-1280-en');

    const email = uniqueEmail('efiler');
    await fillFiler(page, { name: 'Ana Reyes', email, address1: 'PO Box 501', city: 'Saipan', zip: '96950' });
    const since = Date.now();
    const uploaded = await uploadDeed(page);
    expect(uploaded.paymentMethod).toBe('CREDIT_CARD');
    await passWarnings(page, uploaded, 'efile-warnings-1280-en');

    const charges = dialogNamed(page, text('charges.titleCard'));
    await charges.waitFor();
    await checkCharges(charges, uploaded, true);
    await checkAccessibility(page, 'the e-file charges for a card payer');
    await screenshot(page, 'efile-charges-1280-en');
    await charges.getByRole('button', { name: catalogText('en', 'common.yes') }).click();

    const frame = await cardFormOf(page, text('cardTitle'));
    await checkAccessibility(page, 'the e-file card frame');
    await screenshot(page, 'efile-card-1280-en');
    await typeCard(frame, { zip: '96950' });

    const number = await successAlert(page);
    await checkAccessibility(page, 'the e-file success alert');
    await screenshot(page, 'efile-submitted-1280-en');
    await page.getByRole('alertdialog').getByRole('button').click();
    await expectCleared(page);

    const mail = await latestMailTo(email, { since });
    expect(mail.subject).toContain(number);
    expect(consoleErrors).toEqual([]);
  });

  it('a declined card files nothing: the alert says why and the form keeps what was typed', async () => {
    const { page, consoleErrors } = browser;
    await page.goto('/efile');
    await input(page, 'name').waitFor();
    await fillFiler(page, {
      name: 'Ben Castro',
      email: uniqueEmail('efiler'),
      address1: 'PO Box 9',
      city: 'Tinian',
      zip: '96952',
    });
    const uploaded = await uploadDeed(page);
    await passWarnings(page, uploaded);
    await dialogNamed(page, text('charges.titleCard'))
      .getByRole('button', { name: catalogText('en', 'common.yes') })
      .click();
    // As in Authorize.Net's sandbox, the billing ZIP 46282 is declined.
    await typeCard(await cardFormOf(page, text('cardTitle')), { zip: '46282' });
    const alert = page.getByRole('alertdialog');
    await alert.getByText(/declined/).waitFor();
    await checkAccessibility(page, 'the e-file card declined alert');
    await screenshot(page, 'efile-declined-1280-en');
    await alert.getByRole('button').click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(input(page, 'name').inputValue()).resolves.toBe('Ben Castro');
    await expect(input(page, 'acknowledged').isChecked()).resolves.toBe(true);
    // The server refused the response (its 400 in the console); nothing else went wrong.
    const refused = /status of 400 .*\/api\/creditcard\/efileAuthAndCaptureResponse/;
    expect(consoleErrors.filter((error) => !refused.test(error))).toEqual([]);
  });

  it('says each of 002 §5’s messages under its field, and the server’s for a file that is not what it says', async () => {
    const { page, consoleErrors } = browser;
    await page.goto('/efile');
    await input(page, 'name').waitFor();
    await submitButton(page).click();
    const required = 'Required.';
    await expect(messageUnder(page, 'file')).resolves.toBe('A file is required.');
    for (const name of ['name', 'email', 'address1', 'city', 'zip']) {
      await expect(messageUnder(page, name).then((said) => ({ name, said }))).resolves.toEqual({
        name,
        said: required,
      });
    }
    await expect(messageUnder(page, 'address2')).resolves.toBe('');
    await expect(messageUnder(page, 'acknowledged')).resolves.toBe(
      'Please read and select the checkbox to acknowledge.',
    );
    // The first field in error has the focus: the file.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('file');
    await checkAccessibility(page, 'the e-file screen with its messages');
    await screenshot(page, 'efile-messages-1280-en');

    await input(page, 'file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(messageUnder(page, 'file')).resolves.toBe('Invalid file format; PDF or TIF only.');
    // One byte past 25,000,000 (a file on disk: Chromium reads it there rather than through the protocol).
    const huge = join(await mkdtemp(join(tmpdir(), 'efile-')), 'huge.pdf');
    await writeFile(huge, Buffer.alloc(25_000_001, 0x20));
    await input(page, 'file').setInputFiles(huge);
    await expect(messageUnder(page, 'file')).resolves.toBe('Document exceeds the max size of 25MB.');
    await input(page, 'email').fill('not an address');
    await expect(messageUnder(page, 'email')).resolves.toBe('Enter a valid email address.');
    await input(page, 'zip').fill('96a');
    await expect(messageUnder(page, 'zip')).resolves.toBe('Numbers only.');
    await input(page, 'acknowledged').check();
    await expect(messageUnder(page, 'acknowledged')).resolves.toBe('');

    // A text file named and typed as a PDF passes the browser's look; the server reads its content.
    await fillFiler(page, {
      name: 'Ana Reyes',
      email: uniqueEmail('efiler'),
      address1: 'PO Box 501',
      city: 'Saipan',
      zip: '96950',
    });
    await input(page, 'file').setInputFiles({
      name: 'deed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is not a PDF at all.\n'.repeat(40)),
    });
    await submitButton(page).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(/Invalid file format; PDF or TIF only\./).waitFor();
    await alert.getByRole('button').click();
    await expect(input(page, 'name').inputValue()).resolves.toBe('Ana Reyes');

    // On a phone: the messages under their fields, nothing wider than the screen.
    await page.setViewportSize(phone);
    await page.reload();
    await input(page, 'name').waitFor();
    await submitButton(page).click();
    await expect(messageUnder(page, 'name')).resolves.toBe(required);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    await screenshot(page, 'efile-messages-390-en');
    // The browser logs the refused upload's 400 itself; nothing else went wrong.
    const refused = /status of 400 .*\/api\/efile\/image/;
    expect(consoleErrors.filter((error) => !refused.test(error))).toEqual([]);
    expect(consoleErrors.filter((error) => refused.test(error))).toHaveLength(1);
  });

  it('an escrow user files with Use profile, pays from escrow and sees the balance go down', async () => {
    const { page, consoleErrors } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const before = await balanceCents(page);
    await openFromNavigation(page);

    const profile = (await (await page.request.get('/api/currentUser/profile')).json()) as {
      content: {
        firstName: string;
        lastName: string;
        address: string;
        city: string;
        state: string;
        zip: string;
        email: string;
      };
    };
    await page.getByLabel(text('useProfile')).check();
    // The profile is read when the box is ticked: the fields fill a moment later.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="name"]')?.value !== '');
    const { firstName, lastName, address, city, state, zip, email } = profile.content;
    await expect(input(page, 'name').inputValue()).resolves.toBe(`${firstName} ${lastName}`);
    await expect(input(page, 'email').inputValue()).resolves.toBe(email);
    await expect(input(page, 'address1').inputValue()).resolves.toBe(address);
    await expect(input(page, 'city').inputValue()).resolves.toBe(city);
    await expect(page.locator('input[name="state"]').inputValue()).resolves.toBe(state);
    await expect(input(page, 'zip').inputValue()).resolves.toBe(zip);
    await checkAccessibility(page, 'the e-file screen of a signed-in user');
    await screenshot(page, 'efile-profile-1280-en');

    const uploaded = await uploadDeed(page);
    expect(uploaded.paymentMethod).toBe('ESCROW');
    await passWarnings(page, uploaded);
    const charges = dialogNamed(page, text('charges.title'));
    await charges.waitFor();
    await checkCharges(charges, uploaded, false);
    await checkAccessibility(page, 'the e-file charges for an account user');
    await screenshot(page, 'efile-charges-escrow-1280-en');
    await charges.getByRole('button', { name: catalogText('en', 'common.yes') }).click();

    await successAlert(page);
    const after = before - cents(uploaded.totalCharge);
    // The header shows the new balance at once, as the server keeps it.
    await expect(headerBalance(page).innerText()).resolves.toContain(dollars(after));
    await page.getByRole('alertdialog').getByRole('button').click();
    expect(await balanceCents(page)).toBe(after);
    await expectCleared(page);
    expect(consoleErrors).toEqual([]);
  });
});

describe('e-file on a phone, in Japanese', () => {
  const browser = useBrowser({ locale: 'ja-JP', viewport: phone });

  it('lays out the form and its dialogs in the width of a phone', async () => {
    const { page, consoleErrors } = browser;
    await page.addInitScript(() => localStorage.setItem('lr.language', 'JAPANESE'));
    await page.goto('/efile');
    await page.getByRole('heading', { level: 1, name: text('title', 'ja') }).waitFor();
    await input(page, 'name').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
    await checkAccessibility(page, 'the e-file screen in Japanese');
    await screenshot(page, 'efile-390-ja');

    await submitButton(page, 'ja').click();
    await expect(messageUnder(page, 'file')).resolves.toBe(japaneseMessage('EFILE_FILE_REQUIRED', 'messages.required'));
    await expect(messageUnder(page, 'acknowledged')).resolves.toBe(
      japaneseMessage('EFILE_ACKNOWLEDGEMENT_REQUIRED', 'messages.acknowledge'),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'efile-messages-390-ja');

    await fillFiler(page, {
      name: '山田 花子',
      email: uniqueEmail('efiler'),
      address1: 'PO Box 77',
      city: 'Hagatna',
      zip: '96910',
    });
    const uploaded = await uploadDeed(page, 'ja');
    await passWarnings(page, uploaded, 'efile-warnings-390-ja', 'ja', true);
    const charges = dialogNamed(page, text('charges.titleCard', 'ja'));
    await charges.waitFor();
    await checkAccessibility(page, 'the e-file charges in Japanese');
    await screenshot(page, 'efile-charges-390-ja');
    const yes = charges.getByRole('button', { name: catalogText('ja', 'common.yes') });
    await expect(yes.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await cardFormOf(page, text('cardTitle', 'ja'));
    await screenshot(page, 'efile-card-390-ja');
    // Cancel in the frame's dialog: nothing is filed, the form keeps what was typed.
    await page.getByRole('button', { name: catalogText('ja', 'common.cancel'), exact: true }).click();
    await expect(input(page, 'name').inputValue()).resolves.toBe('山田 花子');
    expect(consoleErrors).toEqual([]);
  });
});
