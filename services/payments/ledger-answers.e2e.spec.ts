import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { paymentMessages } from '@landrecords/contracts/payments/messages';
import type { AccountEvent } from '@landrecords/contracts/accounts/events';
import { accountStateOfRow } from '@landrecords/projections/accounts/index';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { demoEscrowDeposit } from '../../ops/demo/escrow-deposit';
import { loadDemoData } from '../../ops/demo/load';
import { clientWithSession, signedInClient, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { sampleLandDocument } from '../../tests/support/records';
import { givenRecords } from '../../tests/support/search-fixtures';
import { evolveLedger, initialLedger } from '../accounts/index';
import { buildApp } from '../app';

const deedPdf = fileURLToPath(new URL('../images/fixtures/deed-3917312.pdf', import.meta.url));
const deed = { docKeyType: 'DOC', docKeyNumber: '3917312', imageKeyType: 'DEED' };

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let dataDir: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the test checks
type Body = { ok: boolean; message: string | null; content: Record<string, any> };
const contentOf = async (pending: Promise<{ statusCode: number; json: () => unknown }>) => {
  const response = await pending;
  const body = response.json() as Body;
  expect({ status: response.statusCode, message: body.message }).toMatchObject({ status: 200 });
  return body;
};
const order = async (client: ApiClient, pagesSelected: string) =>
  (
    await contentOf(
      client.post('/api/imaging/computeDownloadOrder', {
        sourcedDocKey: deed,
        pageSelectionMethod: 'CSV_PAGES',
        pagesSelected,
      }),
    )
  ).content.imageState.imageStateGuid as string;
const guidCall = (client: ApiClient, call: string, imageStateGuid: string) =>
  contentOf(client.post(`/api/imaging/${call}`, { imageStateGuid }));
const balanceOf = async (client: ApiClient) =>
  (await contentOf(client.post('/api/currentUser/usageBalance', {}))).content.usageBalance.value as string;
/** A message's English, whether the answer carries it as text or as a declared message. */
const textOf = (message: unknown) =>
  typeof message === 'string' ? message : (message as { text?: string } | undefined)?.text;
const accountIdOf = async (name: string) =>
  Number(await ctx.pool.oneFirst(sql.unsafe`SELECT id FROM accounts WHERE name = ${name}`));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ledger-answers-'));
  await mkdir(join(dataDir, 'images', 'DEED'), { recursive: true });
  await copyFile(deedPdf, join(dataDir, 'images', 'DEED', '3917312.pdf'));
  ctx = await testContext({ DATA_DIR: dataDir });
  await loadDemoData(ctx.pool);
  await demoEscrowDeposit(ctx.pool, 100_00, 'test-stake');
  app = await buildApp(ctx);
  await givenRecords(app, [sampleLandDocument({ docId: '3917312', pageCount: 7, sourcedDocKey: deed })]);
}, 60_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a flat-fee account', () => {
  it('is set back to its earlier allowance by staff after buying images', async () => {
    const accountId = await accountIdOf('Island Surveyors');
    const userId = await givenUser(ctx.pool, { username: 'surveyors.buyer', role: 'ACCOUNT', accountId });
    const buyer = await clientWithSession(app, {
      userId: String(userId),
      username: 'surveyors.buyer',
      role: 'ACCOUNT',
    });
    const staff = await signedInClient(app, 'trimin.admin', 'Demo#Trimin1');
    const setTo = (imagesRemaining: number) =>
      contentOf(staff.post(`/api/controlPanel/accountFlatFeeUsage/${accountId}`, { id: accountId, imagesRemaining }));

    await setTo(10);
    const guid = await order(buyer, '1, 3');
    expect((await guidCall(buyer, 'payDownloadOrder', guid)).content.status).toBe('PAID');
    expect(await balanceOf(buyer)).toBe('8 images');

    expect(textOf((await setTo(10)).message)).toBe('Images remaining updated.');
    expect(await balanceOf(buyer)).toBe('10 images');
  });

  it('answers the truth when an add-on is bought again with the same guid', async () => {
    const accountId = await accountIdOf('Island Surveyors');
    const userId = await givenUser(ctx.pool, { username: 'surveyors.admin', role: 'ACCOUNT', accountId });
    const admin = await clientWithSession(app, {
      userId: String(userId),
      username: 'surveyors.admin',
      role: 'ACCOUNT',
    });
    const before = Number((await balanceOf(admin)).split(' ')[0]);
    const addOn = (await contentOf(admin.post('/api/flatFee/getAddOnOptions', {}))).content.imageStateGuid as string;
    await contentOf(
      admin.post('/api/flatFee/getUserAddOnConfirmation', {
        option: 2,
        imageStateReference: { imageStateGuid: addOn },
      }),
    );
    const bought = await contentOf(admin.post('/api/flatFee/userAddOn', { imageStateGuid: addOn }));
    expect({ ok: bought.content.ok, message: textOf(bought.content.message) }).toEqual({
      ok: true,
      message: '50 images added to your account.',
    });
    const again = await contentOf(admin.post('/api/flatFee/userAddOn', { imageStateGuid: addOn }));
    expect({ ok: again.content.ok, message: textOf(again.content.message) }).toEqual({
      ok: false,
      message: textOf(paymentMessages.addOnAlreadyBought),
    });
    expect(await balanceOf(admin)).toBe(`${before + 50} images`);
  });
});

describe('an escrow account', () => {
  it('pays for the pages an order has when its selection changed after it was paid', async () => {
    const admin = await signedInClient(app, 'escrow.admin', 'Demo#Escrow1');
    const guid = await order(admin, '2');
    expect((await guidCall(admin, 'payDownloadOrder', guid)).content.status).toBe('PAID');
    const before = await balanceOf(admin);
    // Keep Page 4 in the preview with the open download: its pages become 2 and 4.
    await contentOf(
      admin.post('/api/imaging/updateImagePreviewSettings', {
        imagePreviewSettingChange: 'KEEP_PAGE',
        imagePreviewSettings: { sourcedDocKey: deed, pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '2' },
        page: 4,
        imageStateGuid: guid,
      }),
    );
    // Page 4 is new: it costs what the order's charge dialog says (the first new page's rate).
    const fee = (await guidCall(admin, 'recomputeDownloadOrder', guid)).content.feeSchedule.amountCents as number;
    expect(fee).toBe(100);
    const paid = await guidCall(admin, 'payDownloadOrder', guid);
    expect(paid.content.status).toBe('PAID');
    const cents = (value: string) => Math.round(Number(value.replace(/[$,]/g, '')) * 100);
    expect(cents(await balanceOf(admin))).toBe(cents(before) - fee);
    const image = await guidCall(admin, 'getImage', guid);
    expect(image.content.preview).toBe(false);
    expect((await PDFDocument.load(Buffer.from(image.content.pdf as string, 'base64'))).getPageCount()).toBe(2);
  });

  it('charges 20 identical searches sent at once one time', async () => {
    const searcher = await signedInClient(app, 'escrow.searcher', 'Demo#Escrow1');
    const userId = Number(await ctx.pool.oneFirst(sql.unsafe`SELECT id FROM users WHERE username = 'escrow.searcher'`));
    const searches = await Promise.all(
      Array.from({ length: 20 }, () =>
        contentOf(searcher.post('/api/search/searchByDocumentNumber', { fromDocumentNumber: '3917312' })),
      ),
    );
    for (const search of searches) expect(search.content.searchResults.totalRecordCount).toBe(1);
    const charges = await ctx.pool.anyFirst(sql.unsafe`
      SELECT amount_cents FROM account_transactions WHERE user_id = ${userId} AND kind = 'SEARCH'`);
    expect(charges.map(Number)).toEqual([50]);
  });
});

describe('the account streams', () => {
  it('fold, replayed by the one evolve, into the rows every decision above read and wrote', async () => {
    const rows = await ctx.pool.any(sql.unsafe`SELECT * FROM accounts ORDER BY id`);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const { events, version } = await readStream(ctx.pool, `account-${String(row.id)}`);
      const replayed = events.map((event) => ({ type: event.type, data: event.data }) as AccountEvent);
      const ledger = replayed.reduce(evolveLedger, initialLedger());
      expect({ version, account: ledger.account }).toEqual({
        version: Number(row.version),
        account: accountStateOfRow(row),
      });
    }
  });
});
