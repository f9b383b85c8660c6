import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { loadDemoData } from '../ops/demo/load';
import { demoCounty } from '../ops/demo/county';
import { sql } from '../projections/platform/database';
import { setFlatFeeUsage } from '../services/accounts/index';
import { allReactors, buildApp } from '../services/app';
import { saveSection } from '../services/config/index';
import { pdfPageImage } from '../services/images/pdf-pages';
import { settleAuthorizationJob } from '../services/payments/index';
import { paymentProviderOf } from '../services/payments/provider/index';
import { queueContextOf, startWorkers } from '../services/platform/queue/index';
import { runReactors } from '../services/platform/reactors/index';
import { clientWithSession, signedInClient, type ApiClient } from './support/api-client';
import { testContext } from './support/context';
import { pdfText } from './support/pdf-text';
import { givenUser } from './support/people';
import { sampleLandDocument } from './support/records';
import { declinedCard, payOnSandboxPage } from './support/sandbox-card';
import { givenRecords } from './support/search-fixtures';

const deedPdf = fileURLToPath(new URL('../services/images/fixtures/deed-3917312.pdf', import.meta.url));
const deed = { docKeyType: 'DOC', docKeyNumber: '3917312', imageKeyType: 'DEED' };

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let dataDir: string;
let workers: ReturnType<typeof startWorkers>;
let reactors: ReturnType<typeof runReactors>;

const accountIdOf = async (name: string) =>
  Number(await ctx.pool.oneFirst(sql.unsafe`SELECT id FROM accounts WHERE name = ${name}`));

const signIn = (username: string, password: string) => signedInClient(app, username, password);

const contentOf = async (pending: Promise<{ statusCode: number; json: () => unknown }>, status = 200) => {
  const response = await pending;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the test checks
  const body = response.json() as { ok: boolean; message: string | null; content: Record<string, any> };
  expect({ status: response.statusCode, message: body.message }).toMatchObject({ status });
  return body;
};

const order = (client: ApiClient, pagesSelected: string) =>
  contentOf(
    client.post('/api/imaging/computeDownloadOrder', {
      sourcedDocKey: deed,
      pageSelectionMethod: 'CSV_PAGES',
      pagesSelected,
      pageCount: 99,
    }),
  );
/** Keep Page in the preview's big view: the pages selected after it. */
const keep = async (client: ApiClient, selectedAsCsv: string, page: number, imageStateGuid?: string) => {
  const kept = await contentOf(
    client.post('/api/imaging/updateImagePreviewSettings', {
      imagePreviewSettingChange: 'KEEP_PAGE',
      imagePreviewSettings: { sourcedDocKey: deed, pageSelectionMethod: 'CSV_PAGES', selectedAsCsv },
      page,
      imageStateGuid,
    }),
  );
  return kept.content.pagesSelected.selectedAsCsv as string;
};
const guidCall = (client: ApiClient, call: string, imageStateGuid: string) =>
  contentOf(client.post(`/api/imaging/${call}`, { imageStateGuid }));
const balanceOf = async (client: ApiClient) =>
  (await contentOf(client.post('/api/currentUser/usageBalance', {}))).content.usageBalance.value as string;

/** The page images of a downloaded PDF, each as the scan's own bytes. */
async function pagesOf(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf);
  return Promise.all(document.getPages().map((_, index) => pdfPageImage(pdf, index + 1)));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'buying-'));
  await mkdir(join(dataDir, 'images', 'DEED'), { recursive: true });
  await copyFile(deedPdf, join(dataDir, 'images', 'DEED', '3917312.pdf'));
  ctx = await testContext({ DATA_DIR: dataDir });
  await loadDemoData(ctx.pool);
  app = await buildApp(ctx);
  workers = startWorkers([settleAuthorizationJob as never], queueContextOf(ctx));
  reactors = runReactors(ctx, allReactors, { idleMs: 20 });
  await givenRecords(app, [sampleLandDocument({ docId: '3917312', pageCount: 7, sourcedDocKey: deed })]);
}, 60_000);
afterAll(async () => {
  await reactors.stop();
  await workers.close();
  await app.close();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an escrow account administrator', () => {
  it('previews a real scan, keeps pages 1 and 3, tops up on the sandbox page, buys them and gets exactly those pages', async () => {
    const admin = await signIn('escrow.admin', 'Demo#Escrow1');
    const preview = await contentOf(admin.post('/api/imaging/getThumbnails', { sourcedDocKey: deed }));
    expect(preview.content.header.pageCount).toBe(7);
    const pages = await keep(admin, '1', 3);

    // $0.00 in escrow: the order ($1.00 the first page, $0.50 the next) offers the escrow top-up.
    const first = await order(admin, pages);
    expect(first.content.feeSchedule).toMatchObject({
      method: 'ESCROW',
      amountCents: 150,
      insufficientBalance: true,
      beginningBalance: { value: '$0.00' },
      endingBalance: { value: '-$1.50' },
      button: 'ADD_TO_ESCROW',
      multipleItemPurchase: {
        items: [
          { description: 'First page', value: '$1.00' },
          { description: 'Additional pages (1 × $0.50)', value: '$0.50' },
        ],
        total: { description: 'Total', value: '$1.50' },
      },
    });
    expect(first.content.imageState.purchaseOptions.escrowOptions).toMatchObject({
      depositAmountMessage: 'Deposit: $25.00',
      surchargeMessage: 'Card surcharge: $2.50',
    });
    const guid = first.content.imageState.imageStateGuid as string;
    expect(first.content.pagesSelected).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1, 3',
      selectedAsBoolean: [true, false, true, false, false, false, false],
    });
    // The image state expires on its own.
    const ttl = await ctx.redis.ttl(`${ctx.config.QUEUE_PREFIX}:image-state:${guid}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30 * 60);
    const unpaid = await guidCall(admin, 'payDownloadOrder', guid);
    expect(unpaid.content.status).toBe('INSUFFICIENT_FUNDS');
    expect(unpaid.message).toBe('There are insufficient funds.');

    const started = await contentOf(admin.post('/api/escrowDeposit/initiateDeposit', { amount: '25' }));
    expect(started.content).toMatchObject({ amount: '$25.00', surcharge: '$2.50', total: '$27.50' });
    const response = await payOnSandboxPage(app, started.content.tokenResults.token);
    const deposited = await contentOf(admin.post('/api/escrowDeposit/completeDeposit', { response }));
    expect(deposited.content.usageBalance.value).toBe('$25.00');
    // The same transactResponse again deposits nothing more.
    await contentOf(admin.post('/api/escrowDeposit/completeDeposit', { response }), 400);
    expect(await balanceOf(admin)).toBe('$25.00');

    const again = await guidCall(admin, 'recomputeDownloadOrder', guid);
    expect(again.content.feeSchedule).toMatchObject({ button: 'DOWNLOAD', endingBalance: { value: '$23.50' } });
    const paid = await guidCall(admin, 'payDownloadOrder', guid);
    expect(paid.content).toMatchObject({ status: 'PAID', usageBalanceResult: { value: '$23.50' } });
    // Paying the same order again (a retry after a timeout) charges nothing more.
    expect((await guidCall(admin, 'payDownloadOrder', guid)).content.status).toBe('PAID');
    expect(await balanceOf(admin)).toBe('$23.50');

    const image = await guidCall(admin, 'getImage', guid);
    expect(image.content.preview).toBe(false);
    expect(image.content.header.uiSaveAsImageName).toBe('Warranty_Deed_3917312.pdf');
    const pdf = Buffer.from(image.content.pdf as string, 'base64');
    const original = await readFile(deedPdf);
    expect(await pagesOf(pdf)).toEqual([await pdfPageImage(original, 1), await pdfPageImage(original, 3)]);

    // The account's transactions report lists the deposit and the purchase.
    const report = await admin.post('/api/home/transactionReport', { reportType: 'ACCOUNT', reportRange: 'TODAY' });
    expect(report.statusCode).toBe(200);
    const { text } = await pdfText(report.rawPayload);
    expect(text).toContain('Escrow deposit (card surcharge $2.50)');
    expect(text).toContain('Warranty Deed 3917312, pages 1, 3 (escrow)');

    // The same pages again cost nothing: the account has them.
    const bought = await order(admin, '1, 3');
    expect(bought.content.feeSchedule).toMatchObject({
      amountCents: 0,
      alreadyPurchasedMessage: expect.any(String),
      downloadButtonText: 'Download',
      button: 'DOWNLOAD',
    });
  }, 60_000);

  it('keeps a download to its session, refuses a forged or declined card payment and changes nothing', async () => {
    const admin = await signIn('escrow.admin', 'Demo#Escrow1');
    const before = await balanceOf(admin);
    const forged = await contentOf(
      admin.post('/api/escrowDeposit/completeDeposit', { response: JSON.stringify({ transId: '60000000001' }) }),
      400,
    );
    expect(forged.message).toMatch(/could not be confirmed/);

    const started = await contentOf(admin.post('/api/escrowDeposit/initiateDeposit', { amount: '30' }));
    const declined = await payOnSandboxPage(app, started.content.tokenResults.token, declinedCard);
    const refused = await contentOf(admin.post('/api/escrowDeposit/completeDeposit', { response: declined }), 400);
    expect(refused.message).toMatch(/declined/);
    expect(await balanceOf(admin)).toBe(before);

    for (const [amount, message] of [
      ['0', 'Amount must be greater than zero'],
      ['10', 'The least you can deposit is $25.00.'],
      ['2000.01', 'The most you can deposit is $2,000.00.'],
      ['abc', 'Enter an amount in dollars and cents.'],
    ]) {
      const answer = await contentOf(admin.post('/api/escrowDeposit/initiateDeposit', { amount }), 400);
      expect(answer.message).toBe(message);
    }

    const mine = await order(admin, '2');
    expect(mine.content.feeSchedule.amountCents).toBe(100);
    // Keeping page 4 in the preview changes the open download's pages with it.
    expect(await keep(admin, '2', 4, mine.content.imageState.imageStateGuid)).toBe('2, 4');
    const both = await guidCall(admin, 'recomputeDownloadOrder', mine.content.imageState.imageStateGuid);
    expect(both.content.feeSchedule.amountCents).toBe(150);
    const searcher = await signIn('escrow.searcher', 'Demo#Escrow1');
    const other = await searcher.post('/api/imaging/payDownloadOrder', {
      imageStateGuid: mine.content.imageState.imageStateGuid,
    });
    expect(other.statusCode).toBe(404);
    expect(await balanceOf(admin)).toBe(before);
    expect((await guidCall(admin, 'cancelImageState', mine.content.imageState.imageStateGuid)).ok).toBe(true);
    const gone = await admin.post('/api/imaging/getImage', { imageStateGuid: mine.content.imageState.imageStateGuid });
    expect(gone.statusCode).toBe(404);
  }, 60_000);
});

describe('an escrow account user', () => {
  it('pays for a document detail from escrow once, and sees it again for nothing', async () => {
    const searcher = await signIn('escrow.searcher', 'Demo#Escrow1');
    const cents = (value: string) => Math.round(Number(value.replace(/[$,]/g, '')) * 100);
    const before = cents(await balanceOf(searcher));
    for (let time = 0; time < 2; time++) {
      const detail = await contentOf(searcher.post('/api/search/documentDetails', { docId: '3917312' }));
      expect(detail.content.docNumber).toBe('3917312');
      // The charge brings the balance it left, for the header; the free second look brings none.
      if (time === 0) expect(detail.content.usageBalance).toMatchObject({ kind: 'ESCROW', cents: before - 25 });
      else expect(detail.content.usageBalance).toBeUndefined();
    }
    expect(cents(await balanceOf(searcher))).toBe(before - 25);
  });
});

describe('a flat-fee account administrator', () => {
  it('buys an add-on of images when the allowance is short, then buys and downloads the pages', async () => {
    const accountId = await accountIdOf('Island Surveyors');
    await setFlatFeeUsage(ctx.pool, accountId, 1, { system: 'test' });
    const userId = await givenUser(ctx.pool, { username: 'surveyors.admin', role: 'ACCOUNT', accountId });
    const admin = await clientWithSession(app, {
      userId: String(userId),
      username: 'surveyors.admin',
      role: 'ACCOUNT',
    });

    const first = await order(admin, '1, 3');
    expect(first.content.feeSchedule).toMatchObject({
      method: 'FLAT_FEE',
      images: 2,
      insufficientBalance: true,
      beginningBalance: { value: '1 image' },
      button: 'BUY_IMAGES',
    });
    expect(first.content.imageState.purchaseOptions.flatFeeOptions.options).toEqual([
      { value: 1, text: '25 images for $15.00' },
      { value: 2, text: '50 images for $28.00' },
    ]);

    const options = await contentOf(admin.post('/api/flatFee/getAddOnOptions', {}));
    const addOn = options.content.imageStateGuid as string;
    const confirmation = await contentOf(
      admin.post('/api/flatFee/getUserAddOnConfirmation', {
        option: 1,
        imageStateReference: { imageStateGuid: addOn },
      }),
    );
    expect(confirmation.content).toMatchObject({
      ok: true,
      beginningBalance: { value: '1 image' },
      purchase: { description: '25 images', value: '$15.00' },
      endingBalance: { value: '26 images' },
    });
    const bought = await contentOf(admin.post('/api/flatFee/userAddOn', { imageStateGuid: addOn }));
    expect(bought.content).toMatchObject({ ok: true, message: '25 images added to your account.' });
    await contentOf(admin.post('/api/flatFee/userAddOn', { imageStateGuid: addOn }));
    expect(await balanceOf(admin)).toBe('26 images');

    const guid = first.content.imageState.imageStateGuid as string;
    expect((await guidCall(admin, 'recomputeDownloadOrder', guid)).content.feeSchedule.button).toBe('DOWNLOAD');
    expect((await guidCall(admin, 'payDownloadOrder', guid)).content).toMatchObject({
      status: 'PAID',
      usageBalanceResult: { value: '24 images' },
    });
    const image = await guidCall(admin, 'getImage', guid);
    expect((await PDFDocument.load(Buffer.from(image.content.pdf as string, 'base64'))).getPageCount()).toBe(2);
  }, 60_000);

  it('is refused an add-on as a plain user of the account', async () => {
    const user = await signIn('flatfee.user', 'Demo#FlatFee1');
    const refused = await contentOf(user.post('/api/flatFee/getAddOnOptions', {}), 403);
    expect(refused.message).toBe('Only the account administrator can buy.');
  });
});

describe('who buys', () => {
  it('refuses the guest, and charges county staff nothing', async () => {
    const guest = await signIn('guestuser', 'any password');
    for (const call of ['imaging/computeDownloadOrder', 'creditcard/authorize', 'escrowDeposit/initiateDeposit']) {
      const refused = await contentOf(
        guest.post(`/api/${call}`, { sourcedDocKey: deed, pageSelectionMethod: 'ENTIRE_DOCUMENT', amount: 30 }),
        403,
      );
      expect(refused.message).toBe('Sign in with an account of your own to buy.');
    }
    const clerk = await signIn('county.clerk', 'Demo#County1');
    const free = await order(clerk, '1-7');
    expect(free.content.feeSchedule).toMatchObject({ amountCents: 0, button: 'DOWNLOAD' });
    const guid = free.content.imageState.imageStateGuid as string;
    expect((await guidCall(clerk, 'payDownloadOrder', guid)).content.status).toBe('PAID');
    const pdf = Buffer.from((await guidCall(clerk, 'getImage', guid)).content.pdf as string, 'base64');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(7);
  });
});

describe('a card user', () => {
  const byName = (client: ApiClient, lastName: string) =>
    contentOf(client.post('/api/search/searchByName', { grantorGranteeLastName1: lastName }));

  async function preauthorize(client: ApiClient, card?: typeof declinedCard) {
    const token = (await contentOf(client.post('/api/creditcard/authorize', {}))).content.token as string;
    const response = await payOnSandboxPage(app, token, card);
    return (await contentOf(client.post('/api/creditcard/authorizationResponse', { response }))).content
      .authorizationOkay as boolean;
  }

  it('is asked to preauthorize on a search, gets the results once authorized, and is asked again past it', async () => {
    // A $3.00 preauthorization: the second $2.00 search passes it.
    await saveSection(ctx.pool, 'creditCardExtra', { ...demoCounty.creditCardExtra, maxAmount: 3 }, { system: 'test' });
    const card = await signIn('card.user01', 'Demo#Card1');
    const asked = await byName(card, 'Camacho');
    expect(asked.content).toMatchObject({ paymentNeeded: true, paymentNeededAgain: false });
    expect(asked.content.searchResults).toMatchObject({ totalRecordCount: 0, searchResultList: [] });

    expect(await preauthorize(card, declinedCard)).toBe(false);
    expect((await byName(card, 'Camacho')).content.paymentNeeded).toBe(true);

    expect(await preauthorize(card)).toBe(true);
    const answered = await byName(card, 'Camacho');
    expect(answered.content).toMatchObject({ paymentNeeded: false, paymentNeededAgain: false });
    expect(answered.content.searchResults.totalRecordCount).toBe(1);
    expect(answered.content.usageBalance.value).toBe('$2.00');
    // The same search paged or repeated is not charged again.
    expect((await byName(card, 'Camacho')).content.usageBalance.value).toBe('$2.00');

    const past = await byName(card, 'Sablan');
    expect(past.content).toMatchObject({ paymentNeeded: false, paymentNeededAgain: true });
    const first = await ctx.pool.one(sql.unsafe`SELECT transaction_id FROM card_authorizations WHERE open`);
    expect(await preauthorize(card)).toBe(true);
    expect((await byName(card, 'Sablan')).content.searchResults.totalRecordCount).toBe(1);
    // What the first preauthorization was used for is captured with the provider, by the worker.
    const captured = async () =>
      (await paymentProviderOf(app.ctx).transaction(String(first.transaction_id)))?.capturedCents;
    for (let wait = 0; wait < 100 && (await captured()) !== 200; wait++) await setTimeout(100);
    expect(await captured()).toBe(200);
    expect(await balanceOf(card)).toBe('$4.00');

    // A page at the card's $2.00 first-page rate passes what is left ($1.00): preauthorize again, then buy.
    const image = await order(card, '1');
    expect(image.content.feeSchedule).toMatchObject({
      method: 'CREDIT_CARD',
      amountCents: 200,
      button: 'REAUTHORIZE',
      title: 'Exceeding Current Preauthorization',
    });
    const guid = image.content.imageState.imageStateGuid as string;
    expect((await guidCall(card, 'payDownloadOrder', guid)).content.status).toBe('INSUFFICIENT_FUNDS');
    expect(await preauthorize(card)).toBe(true);
    expect((await guidCall(card, 'recomputeDownloadOrder', guid)).content.feeSchedule.button).toBe('DOWNLOAD');
    expect((await guidCall(card, 'payDownloadOrder', guid)).content).toMatchObject({
      status: 'PAID',
      usageBalanceResult: { value: '$6.00' },
    });
    const pdf = Buffer.from((await guidCall(card, 'getImage', guid)).content.pdf as string, 'base64');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  }, 60_000);
});
