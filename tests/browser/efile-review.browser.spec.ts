/// <reference lib="dom" />
// The recorder's review of e-file submissions (issue 27): an escrow user files the real deed through the API (the
// upload, then the submission); county staff find it under E-File Review (the tab counts those waiting), read it
// page by page with the keyboard, accept one and reject another with a standard reason (the filer is emailed, the
// escrow charge given back), and the list's filter moves them; Other demands a note, in Japanese; an account
// administrator is refused. axe on the list, the submission and the reject dialog; screenshots wide and on a phone,
// in English and Japanese.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { repositoryRoot } from '../../ops/runtime';
import {
  checkAccessibility,
  demoUser,
  dollars,
  latestMailTo,
  settledScreenshot as screenshot,
  signIn,
  uniqueEmail,
  useBrowser,
} from './support/index';

const deedPath = join(repositoryRoot, 'services', 'images', 'fixtures', 'deed-3917312.pdf');
const deedPages = 7;
const phone = { width: 390, height: 844 };

type Catalog = { [key: string]: string | Catalog };
const catalogs = new Map<string, Catalog>();
/** A text of the review's own catalog (admin/src/i18n/efileReview/<tag>.json), placeholders filled. */
function said(tag: string, key: string, values: Record<string, string | number> = {}): string {
  if (!catalogs.has(tag)) {
    const path = join(repositoryRoot, 'admin', 'src', 'i18n', 'efileReview', `${tag}.json`);
    catalogs.set(tag, JSON.parse(readFileSync(path, 'utf8')) as Catalog);
  }
  const text = key
    .split('.')
    .reduce<string | Catalog | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogs.get(tag),
    );
  if (typeof text !== 'string') throw new Error(`No ${key} in efileReview/${tag}.json`);
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name]));
}
const en = (key: string, values?: Record<string, string | number>) => said('en', key, values);

type Filed = { transactionNumber: string; email: string; totalCents: number };

/** The filer's two calls as the portal makes them: the deed uploaded (multipart), then the submission. */
async function fileDeed(filer: Page, name: string): Promise<Filed> {
  const csrf = (await filer.context().cookies()).find((cookie) => cookie.name === 'lr_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const uploaded = await filer.request.post('/api/efile/image', {
    headers,
    timeout: 120_000,
    multipart: {
      json: { name: 'blob', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ efileType: 'LR' })) },
      file: { name: 'deed-3917312.pdf', mimeType: 'application/pdf', buffer: await readFile(deedPath) },
    },
  });
  const image = (await uploaded.json()) as {
    ok: boolean;
    message: string | null;
    content: { imageId: string; numberOfPages: number; totalCharge: number };
  };
  expect({ ok: image.ok, message: image.message, pages: image.content?.numberOfPages }).toEqual({
    ok: true,
    message: null,
    pages: deedPages,
  });
  const email = uniqueEmail('filer');
  const submitted = await filer.request.post('/api/efile/submission', {
    headers,
    timeout: 60_000,
    data: {
      efileType: 'LR',
      name,
      email,
      address1: 'PO Box 500',
      address2: '',
      city: 'Saipan',
      state: 'MP',
      zip: '96950',
      acknowledgement: true,
      imageId: image.content.imageId,
      paymentTransactionId: 0,
    },
  });
  const submission = (await submitted.json()) as {
    ok: boolean;
    message: string | null;
    content: { transactionNumber: string };
  };
  expect(submission).toMatchObject({ ok: true });
  return {
    transactionNumber: submission.content.transactionNumber,
    email,
    totalCents: Math.round(image.content.totalCharge * 100),
  };
}

/** The escrow account's user files `count` deeds from a page of its own. */
async function escrowFiles(browser: ReturnType<typeof useBrowser>, names: string[]): Promise<Filed[]> {
  const filer = await browser.newPage();
  const escrow = demoUser('escrow.searcher');
  await signIn(filer.page, escrow.username, escrow.password);
  const filed: Filed[] = [];
  for (const name of names) filed.push(await fileDeed(filer.page, name));
  await filer.close();
  return filed;
}

const table = (page: Page, filter: string, tag = 'en') =>
  page.getByRole('table', { name: said(tag, 'efileReview.table.caption', { filter }) });
const rowOf = (page: Page, filed: Filed) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: filed.transactionNumber, exact: true }) });

/** Chooses a filter and waits for its table (or its empty list). */
async function chooseFilter(page: Page, key: 'NEW' | 'ACCEPTED' | 'REJECTED' | 'ALL') {
  const filter = en(`efileReview.filter.${key}`);
  await page
    .getByRole('group', { name: en('efileReview.filter.label') })
    .getByRole('button', { name: filter })
    .click();
  await page.waitForURL(new RegExp(`status=${key}`));
  await table(page, filter).waitFor();
}

/** The value beside a label in one of the submission's description lists. */
const fact = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe("the recorder's review of e-file submissions", () => {
  const browser = useBrowser();

  it('lists the new submissions, shows one page by page, accepts one and rejects another', async () => {
    const { page } = browser;
    const stamp = Date.now().toString(36).slice(-4);
    const filed = await escrowFiles(browser, [`Rosa Camacho ${stamp}`, `Juan Santos ${stamp}`]);
    const [toAccept, toReject] = [filed[0]!, filed[1]!];
    const county = demoUser('county.clerk');
    await signIn(page, county.username, county.password);
    await page.goto('/admin/#/controlPanel');
    const tab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^E-File Review \((\d+)\)$/ });
    const waiting = Number(/\((\d+)\)/.exec((await tab.innerText()).trim())![1]);
    expect(waiting).toBeGreaterThanOrEqual(2);
    await tab.click();
    await page.waitForURL(/#\/efile\/review/);
    await page.getByRole('heading', { level: 1, name: en('efileReview.title') }).waitFor();
    const filters = page.getByRole('group', { name: en('efileReview.filter.label') });
    await expect(
      filters.getByRole('button', { name: en('efileReview.filter.NEW') }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    const newTable = table(page, en('efileReview.filter.NEW'));
    await newTable.waitFor();
    await page.getByText(en('efileReview.waiting', { count: waiting })).waitFor();
    const row = rowOf(page, toAccept);
    const cells = await row.getByRole('cell').allInnerTexts();
    // Submitted, filer, account, pages, total, payment, status (the transaction is the row's header).
    expect(cells[1]).toContain(`Rosa Camacho ${stamp}`);
    expect(cells[1]).toContain(toAccept.email);
    expect(cells[2]).not.toBe(en('efileReview.anonymous'));
    expect(cells.slice(3, 5)).toEqual([String(deedPages), dollars(toAccept.totalCents)]);
    expect(cells[5]!.split(/\n+/)).toEqual([
      en('efileReview.paymentMethods.ESCROW'),
      en('efileReview.paymentStatuses.PAID'),
    ]);
    expect(cells[6]).toBe(en('efileReview.statuses.NEW'));
    expect(cells[0]).toMatch(/\d/);
    await rowOf(page, toReject).waitFor();
    await checkAccessibility(page, 'the e-file review list');
    await screenshot(page, 'admin-efile-review-list-en-wide');

    // One submission: its fields, its charges, and the document a page at a time.
    await row.getByRole('link', { name: toAccept.transactionNumber }).click();
    const heading = en('efileReview.submission.title', { transactionNumber: toAccept.transactionNumber });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const filer = en('efileReview.sections.filer');
    const charges = en('efileReview.sections.charges');
    await expect(fact(page, filer, en('efileReview.fields.email')).innerText()).resolves.toBe(toAccept.email);
    await expect(fact(page, charges, en('efileReview.fields.pages')).innerText()).resolves.toBe(String(deedPages));
    await expect(fact(page, charges, en('efileReview.fields.total')).innerText()).resolves.toBe(
      dollars(toAccept.totalCents),
    );
    const pages = page.getByRole('tablist', { name: en('efileReview.document.pages') });
    await expect(pages.getByRole('tab').count()).resolves.toBe(deedPages);
    const large = page.getByRole('img', { name: en('efileReview.document.pageOf', { page: 1, pages: deedPages }) });
    await large.waitFor();
    await page.waitForFunction(
      () => [...document.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0),
      undefined,
      { timeout: 60_000 },
    );
    // The keyboard: the strip's arrows, End and Home; the large page follows.
    await pages.getByRole('tab', { name: en('efileReview.document.page', { page: 1 }) }).focus();
    await page.keyboard.press('ArrowRight');
    const second = pages.getByRole('tab', { name: en('efileReview.document.page', { page: 2 }) });
    await expect(second.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(second.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.getByRole('img', { name: en('efileReview.document.pageOf', { page: 2, pages: deedPages }) }).waitFor();
    await page.keyboard.press('End');
    await page.getByRole('img', { name: en('efileReview.document.pageOf', { page: 7, pages: deedPages }) }).waitFor();
    await page.keyboard.press('Home');
    await large.waitFor();
    await checkAccessibility(page, 'an e-file submission');
    await screenshot(page, 'admin-efile-submission-en-wide');

    // Accept, after the confirmation.
    await page.getByRole('button', { name: en('efileReview.accept.button'), exact: true }).click();
    const confirm = page.getByRole('dialog', {
      name: en('efileReview.accept.title', { transactionNumber: toAccept.transactionNumber }),
    });
    await confirm.getByRole('button', { name: en('efileReview.accept.confirm') }).click();
    await page
      .getByRole('status')
      .getByText(`Transaction ${toAccept.transactionNumber} was accepted for recording.`)
      .waitFor();
    await expect(confirm.count()).resolves.toBe(0);
    const decision = en('efileReview.sections.decision');
    await expect(fact(page, decision, en('efileReview.fields.status')).innerText()).resolves.toBe(
      en('efileReview.statuses.ACCEPTED'),
    );
    await expect(fact(page, decision, en('efileReview.fields.decidedBy')).innerText()).resolves.toBe(county.username);
    await expect(fact(page, charges, en('efileReview.fields.paymentStatus')).innerText()).resolves.toBe(
      en('efileReview.paymentStatuses.PAID'),
    );
    await expect(
      page.getByRole('button', { name: en('efileReview.reject.button'), exact: true }).count(),
    ).resolves.toBe(0);

    // The filter: the accepted one has left New for Accepted.
    await page.getByRole('link', { name: en('efileReview.backToList') }).click();
    await newTable.waitFor();
    await rowOf(page, toReject).waitFor();
    await expect(rowOf(page, toAccept).count()).resolves.toBe(0);
    await chooseFilter(page, 'ACCEPTED');
    await rowOf(page, toAccept).waitFor();
    await expect(rowOf(page, toReject).count()).resolves.toBe(0);
    await chooseFilter(page, 'NEW');

    // Reject with a standard reason: a reason is asked for first.
    await rowOf(page, toReject).getByRole('link', { name: toReject.transactionNumber }).click();
    await page.getByRole('button', { name: en('efileReview.reject.button'), exact: true }).click();
    const reject = page.getByRole('dialog', {
      name: en('efileReview.reject.title', { transactionNumber: toReject.transactionNumber }),
    });
    await reject.getByRole('button', { name: en('efileReview.reject.confirm') }).click();
    await reject.getByText(en('efileReview.reject.reasonRequired')).waitFor();
    const reason = 'The notary acknowledgement is missing or incomplete.';
    await reject.getByRole('combobox', { name: en('efileReview.reject.reason') }).click();
    await page.getByRole('option', { name: reason }).click();
    await reject.getByRole('textbox', { name: en('efileReview.reject.note') }).fill('The seal is not legible.');
    await checkAccessibility(page, 'the reject dialog');
    await screenshot(page, 'admin-efile-reject-en-wide');
    const since = Date.now();
    await reject.getByRole('button', { name: en('efileReview.reject.confirm') }).click();
    await page
      .getByRole('status')
      .getByText(`Transaction ${toReject.transactionNumber} was rejected; the filer was emailed.`)
      .waitFor({ timeout: 30_000 });
    await expect(fact(page, decision, en('efileReview.fields.reason')).innerText()).resolves.toBe(reason);
    await expect(fact(page, charges, en('efileReview.fields.paymentStatus')).innerText()).resolves.toBe(
      en('efileReview.paymentStatuses.REVERSED'),
    );
    await page.getByRole('cell', { name: en('efileReview.steps.types.EfileRejected'), exact: true }).waitFor();
    const mail = await latestMailTo(toReject.email, { since, timeoutMs: 60_000 });
    expect(mail.text).toContain(toReject.transactionNumber);
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('The seal is not legible.');

    await page.getByRole('link', { name: en('efileReview.backToList') }).click();
    await chooseFilter(page, 'REJECTED');
    await rowOf(page, toReject).waitFor();
    await chooseFilter(page, 'ALL');
    await rowOf(page, toAccept).waitFor();
    await rowOf(page, toReject).waitFor();
    // The tab counts two fewer waiting, once its count has come (the tab shows its bare name until then).
    const counted = page.waitForResponse(
      (response) => /efile\/review\/submissions\?status=NEW&page=1&pageSize=1$/.test(response.url()) && response.ok(),
    );
    await page.reload();
    await counted;
    const after = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: waiting === 2 ? en('nav.efileReview') : en('nav.efileReviewWaiting', { count: waiting - 2 }),
      exact: true,
    });
    await after.waitFor({ timeout: 10_000 });
    await page.setViewportSize(phone);
    await checkAccessibility(page, 'the e-file review list, phone');
    await screenshot(page, 'admin-efile-review-list-en-phone');
    expect(browser.consoleErrors).toEqual([]);
  });

  it('demands a note when the reason is Other, in Japanese, on a phone too', async () => {
    const { page } = browser;
    const filed = (await escrowFiles(browser, [`Maria Reyes ${Date.now().toString(36).slice(-4)}`]))[0]!;
    const county = demoUser('county.clerk');
    const ja = (key: string, values?: Record<string, string | number>) => said('ja', key, values);
    await signIn(page, county.username, county.password, '日本語');
    await page.goto('/admin/#/efile/review');
    await table(page, ja('efileReview.filter.NEW'), 'ja').waitFor();
    await checkAccessibility(page, 'the e-file review list, Japanese');
    await screenshot(page, 'admin-efile-review-list-ja-wide');
    await rowOf(page, filed).getByRole('link', { name: filed.transactionNumber }).click();
    await page
      .getByRole('heading', {
        level: 1,
        name: ja('efileReview.submission.title', { transactionNumber: filed.transactionNumber }),
      })
      .waitFor();
    await page.waitForFunction(
      () => [...document.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0),
      undefined,
      { timeout: 60_000 },
    );
    await checkAccessibility(page, 'an e-file submission, Japanese');
    await screenshot(page, 'admin-efile-submission-ja-wide');

    await page.getByRole('button', { name: ja('efileReview.reject.button'), exact: true }).click();
    const reject = page.getByRole('dialog', {
      name: ja('efileReview.reject.title', { transactionNumber: filed.transactionNumber }),
    });
    await reject.getByRole('combobox', { name: ja('efileReview.reject.reason') }).click();
    await page.getByRole('option', { name: said('ja', 'messages.EFILE_REJECT_OTHER') }).click();
    await reject.getByRole('button', { name: ja('efileReview.reject.confirm') }).click();
    await reject.getByText(said('ja', 'messages.EFILE_REVIEW_NOTE_REQUIRED')).waitFor();
    await checkAccessibility(page, 'the reject dialog, Japanese');
    await screenshot(page, 'admin-efile-reject-ja-wide');
    await page.setViewportSize(phone);
    await screenshot(page, 'admin-efile-reject-ja-phone');
    await reject.getByRole('textbox', { name: ja('efileReview.reject.note') }).fill('地番が記載されていません。');
    await reject.getByRole('button', { name: ja('efileReview.reject.confirm') }).click();
    await page
      .getByRole('status')
      .getByText(said('ja', 'messages.EFILE_REVIEW_REJECTED', { transactionNumber: filed.transactionNumber }))
      .waitFor({ timeout: 30_000 });
    await checkAccessibility(page, 'a rejected e-file submission, Japanese, phone');
    await screenshot(page, 'admin-efile-submission-ja-phone');
    // Decided once: the server refuses a second decision with its message.
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'lr_csrf')?.value ?? '';
    const list = (await (
      await page.request.get('/api/efile/review/submissions?status=REJECTED&pageSize=100')
    ).json()) as {
      content: { rows: Array<{ submissionId: string; transactionNumber: string }> };
    };
    const id = list.content.rows.find((row) => row.transactionNumber === filed.transactionNumber)!.submissionId;
    const again = await page.request.post(`/api/efile/review/submissions/${id}/accept`, {
      data: { note: '' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(await again.json()).toMatchObject({ ok: false, code: 'EFILE_REVIEW_ALREADY_DECIDED' });
    expect(browser.consoleErrors).toEqual([]);
    // A submission that does not exist: the server's message, by its code, in Japanese (the browser logs the 404).
    await page.goto('/admin/#/efile/review/00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').getByText(said('ja', 'messages.EFILE_REVIEW_NO_SUCH_SUBMISSION')).waitFor();
    await page.getByRole('link', { name: ja('efileReview.backToList') }).waitFor();
  });

  it('is not offered to an account administrator, and the server refuses it', async () => {
    const { page } = browser;
    const admin = demoUser('escrow.admin');
    await signIn(page, admin.username, admin.password);
    await page.goto('/admin/#/efile/review');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    await expect(page.getByRole('link', { name: /^E-File Review/ }).count()).resolves.toBe(0);
    const answer = await page.request.get('/api/efile/review/submissions');
    expect(answer.status()).toBe(403);
  });
});
