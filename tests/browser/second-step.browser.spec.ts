/// <reference lib="dom" />
// Two-step verification for county staff at sign-in (issue 28; 000 §2, DESIGN §8): with the county's switch on,
// a new COUNTY user is asked to enrol after its password (the key read from the page, the code computed as an
// authenticator app would), is shown its ten recovery codes once, then signs in with the app's code; a wrong code
// is refused with its message; a recovery code works once. Keyboard only, axe on every screen, screenshots in
// English and Japanese and at a phone's width. The switch is put back after the file (support/second-step.ts).
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  catalogText,
  checkAccessibility,
  enterPassword,
  focusReaches,
  input,
  settledScreenshot,
  tabTo,
  useBrowser,
} from './support/index';
import { freshAppCode, useSecondStepForStaff } from './support/second-step';

// A busy machine runs these journeys slowly; a sign-in with the app's code may wait for the app's next code.
jest.setTimeout(300_000);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const en = (key: string) => catalogText('en', `secondStep.${key}`);
const ja = (key: string) => catalogText('ja', `secondStep.${key}`);
const wrongCode = 'The code is incorrect. Enter the current code from your authenticator app, or a recovery code.';

/** The console's errors but the browser's own line for each code the server refused (401), as the test meant. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((error) => !/status of 401 .*\/api\/auth\/secondStep/.test(error));

/** The page's signed-in home after the full reload that ends a sign-in. */
async function atHome(page: Page) {
  await page.waitForURL((url) => url.pathname.endsWith('/home'));
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
}

describe('two-step verification at sign-in, for county staff', () => {
  const browser = useBrowser();
  const staff = useSecondStepForStaff();
  beforeEach(() => browser.page.setDefaultTimeout(40_000));

  /** The user enrolled by the first test: its password, key, recovery codes and the app's last code's step. */
  let enrolled: { username: string; password: string; secret: string; codes: string[]; step: number } | undefined;

  it('enrols: the steps, the QR code and its key, the app’s first code, the ten recovery codes shown once', async () => {
    const { page } = browser;
    const user = await staff.newStaffUser('tfa.enrol');
    const enrolment = page.waitForResponse((response) => response.url().endsWith('/api/auth/secondStep/enrolment'));
    await enterPassword(page, user.username, user.password);

    // Enrolment replaces the form; focus is on its heading, and the document's title names it.
    await heading(page, en('enrol.title')).waitFor();
    await page.locator('dd code').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en('enrol.title'));
    expect(await page.title()).toContain(en('enrol.title'));
    for (const step of ['enrol.step1Title', 'enrol.step2Title', 'enrol.step3Title']) {
      await page.getByRole('heading', { level: 2, name: en(step) }).waitFor();
    }
    const qr = page.getByRole('img', { name: en('enrol.qrAlt') });
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const secret = (await page.locator('dd code').innerText()).trim();
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
    // The QR code shown is the server's picture of the otpauth address holding that same key.
    const { content } = (await (await enrolment).json()) as { content: { otpauthUri: string; qrCode: string } };
    expect(new URL(content.otpauthUri).searchParams.get('secret')).toBe(secret.replace(/\s/g, ''));
    expect(await qr.getAttribute('src')).toBe(content.qrCode);
    const code = input(page, 'code');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await checkAccessibility(page, 'enrolment');
    await settledScreenshot(page, 'second-step-enrol-en');

    // A wrong code: refused in the alert region, the field emptied and focused for the next try.
    await code.fill('000000');
    await code.press('Enter');
    await page.getByRole('alert').filter({ hasText: wrongCode }).waitFor();
    expect(await code.inputValue()).toBe('');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('code');
    await checkAccessibility(page, 'enrolment with a wrong code');

    // The app's code, typed with its space as an app shows it ("123 456"): the field keeps the digits.
    const first = await freshAppCode(secret);
    await code.pressSequentially(`${first.code.slice(0, 3)} ${first.code.slice(3)}`);
    expect(await code.inputValue()).toBe(first.code);
    await code.press('Enter');

    // The recovery codes, once: ten, with Copy, Download and Print; Continue asks for the box first.
    await heading(page, en('recovery.title')).waitFor();
    const list = page.getByRole('list', { name: en('recovery.listLabel') });
    const codes = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const name of ['recovery.copy', 'recovery.download', 'recovery.print']) {
      await page.getByRole('button', { name: en(name), exact: true }).waitFor();
    }
    await checkAccessibility(page, 'recovery codes');
    await settledScreenshot(page, 'second-step-recovery-codes-en');

    // Copy puts the ten on the clipboard and says so; printing shows the sheet of codes alone.
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: en('recovery.copy'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: en('recovery.copied') })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    await page.emulateMedia({ media: 'print' });
    expect(await list.isVisible()).toBe(true);
    await page.getByText(en('recovery.fileTitle').replace('{{username}}', user.username)).waitFor();
    expect(await page.locator('header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isVisible()).toBe(false);
    await settledScreenshot(page, 'second-step-recovery-codes-print');
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('recovery.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`recovery-codes-${user.username}.txt`);
    const file = await readFile((await download.path())!, 'utf8');
    for (const recoveryCode of codes) expect(file).toContain(recoveryCode);

    // Leaving before the codes are said to be saved asks first (the reload is refused here): they stay on screen.
    const leaving = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => window.location.reload());
    expect(await leaving).toBe('beforeunload');
    expect(await list.getByRole('listitem').count()).toBe(10);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText(en('recovery.savedRequired')).waitFor();
    await focusReaches(page, en('recovery.saved'));
    await checkAccessibility(page, 'recovery codes, the box not ticked');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await atHome(page);
    expect(unexpectedErrors(browser.consoleErrors)).toEqual([]);
    enrolled = { ...user, secret, codes, step: first.step };
  });

  it('signs in with the app’s code by keyboard alone; a wrong code is refused with its message', async () => {
    const { page } = browser;
    if (!enrolled) throw new Error('the enrolment test did not finish');
    await enterPassword(page, enrolled.username, enrolled.password);

    // The step's field has the focus: the code is typed at once.
    await heading(page, en('verify.title')).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('code');
    expect(await page.locator('input[name="code"]').getAttribute('autocomplete')).toBe('one-time-code');
    await page.getByText(en('verify.signingInAs').replace('{{username}}', enrolled.username)).waitFor();
    await checkAccessibility(page, 'the second step');
    await settledScreenshot(page, 'second-step-verify-en');

    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: wrongCode }).waitFor();
    await checkAccessibility(page, 'the second step with a wrong code');
    await settledScreenshot(page, 'second-step-wrong-code-en');

    // The code of a later step than enrolment's (the server refuses a code twice).
    const next = await freshAppCode(enrolled.secret, enrolled.step);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('code');
    await page.keyboard.type(next.code);
    await page.keyboard.press('Enter');
    await atHome(page);
    enrolled.step = next.step;
    expect(unexpectedErrors(browser.consoleErrors)).toEqual([]);
  });

  it('a recovery code works once, and says how many are left', async () => {
    const { page } = browser;
    if (!enrolled) throw new Error('the enrolment test did not finish');
    const [recoveryCode] = enrolled.codes;
    await enterPassword(page, enrolled.username, enrolled.password);
    await heading(page, en('verify.title')).waitFor();

    // The toggle, by keyboard: the field becomes the recovery code's, and has the focus.
    await tabTo(page, new RegExp(en('verify.useRecoveryCode')));
    await page.keyboard.press('Enter');
    await page.getByText(en('verify.recoveryPrompt')).waitFor();
    await focusReaches(page, en('verify.recoveryCode'));
    await checkAccessibility(page, 'the second step with a recovery code');
    await settledScreenshot(page, 'second-step-recovery-en');
    await page.keyboard.type(recoveryCode!);
    await page.keyboard.press('Enter');
    const accepted = 'Recovery code accepted. 9 recovery codes left.';
    await page.getByRole('status').filter({ hasText: accepted }).waitFor();
    // Continue has the focus and is described by the server's words.
    const focused = await page.evaluate(() => ({
      name: document.activeElement?.textContent,
      description: document.getElementById(document.activeElement?.getAttribute('aria-describedby') ?? '')?.textContent,
    }));
    expect(focused).toEqual({ name: 'Continue', description: accepted });
    await checkAccessibility(page, 'a recovery code accepted');
    await page.keyboard.press('Enter');
    await atHome(page);

    // The same code again, from a new browser: refused.
    const again = await browser.newPage();
    await enterPassword(again.page, enrolled.username, enrolled.password);
    await heading(again.page, en('verify.title')).waitFor();
    await again.page.getByRole('button', { name: en('verify.useRecoveryCode') }).click();
    await input(again.page, 'code').fill(recoveryCode!);
    await input(again.page, 'code').press('Enter');
    await again.page.getByRole('alert').filter({ hasText: wrongCode }).waitFor();

    // Back to the login form: the password field has the focus, the username is kept.
    await again.page.getByRole('button', { name: en('startOver') }).click();
    await heading(again.page, 'Log In').waitFor();
    expect(await input(again.page, 'username').inputValue()).toBe(enrolled.username);
    expect(await again.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
  });

  it('in Japanese and at a phone’s width: enrolment and the second step, axe-clean', async () => {
    if (!enrolled) throw new Error('the enrolment test did not finish');
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const user = await staff.newStaffUser('tfa.ja');
    await enterPassword(phone.page, user.username, user.password, '日本語');
    await heading(phone.page, ja('enrol.title')).waitFor();
    await phone.page.locator('dd code').waitFor();
    await phone.page.getByText(ja('enrol.manual')).waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await checkAccessibility(phone.page, 'enrolment in Japanese at 360 px');
    await settledScreenshot(phone.page, 'second-step-enrol-ja-360');
    const secret = (await phone.page.locator('dd code').innerText()).trim();
    await input(phone.page, 'code').fill((await freshAppCode(secret)).code);
    await input(phone.page, 'code').press('Enter');
    await heading(phone.page, ja('recovery.title')).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkAccessibility(phone.page, 'recovery codes in Japanese at 360 px');
    await settledScreenshot(phone.page, 'second-step-recovery-codes-ja-360');

    const verify = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await enterPassword(verify.page, enrolled.username, enrolled.password, '日本語');
    await heading(verify.page, ja('verify.title')).waitFor();
    await verify.page.getByText(ja('verify.prompt')).waitFor();
    await input(verify.page, 'code').fill('000000');
    await input(verify.page, 'code').press('Enter');
    await verify.page
      .getByRole('alert')
      .filter({ hasText: catalogText('ja', 'messages.SECOND_STEP_WRONG_CODE') })
      .waitFor();
    expect(await verify.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkAccessibility(verify.page, 'the second step in Japanese at 360 px');
    await settledScreenshot(verify.page, 'second-step-verify-ja-360');

    const desktop = await browser.newPage();
    await enterPassword(desktop.page, enrolled.username, enrolled.password, '日本語');
    await heading(desktop.page, ja('verify.title')).waitFor();
    await settledScreenshot(desktop.page, 'second-step-verify-ja');
  });

  it('a step its wrong codes have used up goes back to the login form, saying why', async () => {
    const { page } = browser;
    if (!enrolled) throw new Error('the enrolment test did not finish');
    await enterPassword(page, enrolled.username, enrolled.password);
    await heading(page, en('verify.title')).waitFor();
    const signInAgain = 'This sign-in has expired or was already used. Sign in again.';
    // Five wrong codes use up the step's ticket: the next answer says so, and the login form takes over.
    let answer: { code?: string } = {};
    for (let attempt = 0; attempt < 8 && answer.code !== 'SECOND_STEP_SIGN_IN_AGAIN'; attempt++) {
      await input(page, 'code').fill('000000');
      const [response] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/auth/secondStep')),
        input(page, 'code').press('Enter'),
      ]);
      answer = (await response.json()) as { code?: string };
    }
    expect(answer.code).toBe('SECOND_STEP_SIGN_IN_AGAIN');
    await heading(page, 'Log In').waitFor();
    await page.getByRole('alert').filter({ hasText: signInAgain }).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
    await checkAccessibility(page, 'the login form after the step ended');
    await settledScreenshot(page, 'second-step-ended-en');
  });
});
