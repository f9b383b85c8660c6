import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import type { PurchasesAnswer, PurchasesRequest } from '@landrecords/contracts/purchases/purchases';
import { purchaseMessages } from '@landrecords/contracts/purchases/messages';
import { readSection } from '@landrecords/projections/config/index';
import { sql } from '@landrecords/projections/platform/database';
import { rebuildProjection } from '@landrecords/projections/platform/rebuild';
import { catchUp } from '@landrecords/projections/platform/runner';
import { purchasesProjection } from '@landrecords/projections/purchases/index';
import { demoEscrowDeposit } from '../../ops/demo/escrow-deposit';
import { loadDemoData } from '../../ops/demo/load';
import { signedInClient, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { givenUser } from '../../tests/support/people';
import { logSettled } from '../../tests/support/database';
import { sampleLandDocument } from '../../tests/support/records';
import { givenRecords } from '../../tests/support/search-fixtures';
import { buildApp } from '../app';

const deedPdf = fileURLToPath(new URL('../images/fixtures/deed-3917312.pdf', import.meta.url));
const deed = { docKeyType: 'DOC', docKeyNumber: '3917312', imageKeyType: 'DEED' };
const plat = { docKeyType: 'DOC', docKeyNumber: '3917399', imageKeyType: 'DEED' };

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let dataDir: string;
let searcher: ApiClient;
let admin: ApiClient;
let otherAccount: ApiClient;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the test checks
type Body = { ok: boolean; message: string | null; code?: string; content: Record<string, any> | null };
const bodyOf = async (pending: Promise<{ statusCode: number; json: () => unknown }>, status = 200) => {
  const response = await pending;
  const body = response.json() as Body;
  expect({ status: response.statusCode, message: body.message }).toMatchObject({ status });
  return body;
};

/** A purchase through the portal's own calls: the order, then its payment. */
async function buy(client: ApiClient, sourcedDocKey: typeof deed, pagesSelected: string) {
  const order = await bodyOf(
    client.post('/api/imaging/computeDownloadOrder', {
      sourcedDocKey,
      pageSelectionMethod: 'CSV_PAGES',
      pagesSelected,
    }),
  );
  const imageStateGuid = order.content!.imageState.imageStateGuid as string;
  const paid = await bodyOf(client.post('/api/imaging/payDownloadOrder', { imageStateGuid }));
  expect(paid.content!.status).toBe('PAID');
}

const list = async (client: ApiClient, request: PurchasesRequest = {}) =>
  (await bodyOf(client.post('/api/purchases/list', request))).content as PurchasesAnswer;

/** The async read model brought up to the log, as the worker's runner does within a moment. */
const projected = async () => {
  await logSettled(ctx.pool);
  await catchUp(ctx.pool, purchasesProjection);
};

const ledgerCount = async () => Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM account_transactions`));
const eventCount = async () => Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM es_events`));
const balanceOf = async (client: ApiClient) =>
  (await bodyOf(client.post('/api/currentUser/usageBalance', {}))).content!.usageBalance.value as string;
const pageCountOf = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'purchases-'));
  await mkdir(join(dataDir, 'images', 'DEED'), { recursive: true });
  await copyFile(deedPdf, join(dataDir, 'images', 'DEED', '3917312.pdf'));
  await copyFile(deedPdf, join(dataDir, 'images', 'DEED', '3917399.pdf'));
  ctx = await testContext({ DATA_DIR: dataDir });
  await loadDemoData(ctx.pool);
  await demoEscrowDeposit(ctx.pool, 100_00, 'purchases-stake');
  app = await buildApp(ctx);
  await givenRecords(app, [
    sampleLandDocument({ docId: '3917312', docNumber: '2024-0001234', pageCount: 7, sourcedDocKey: deed }),
    sampleLandDocument({ docId: '3917399', docNumber: '2024-0005678', pageCount: 7, sourcedDocKey: plat }),
  ]);
  searcher = await signedInClient(app, 'escrow.searcher', 'Demo#Escrow1');
  admin = await signedInClient(app, 'escrow.admin', 'Demo#Escrow1');
  otherAccount = await signedInClient(app, 'invoice.user', 'Demo#Invoice1');
  await buy(searcher, deed, '1, 3');
  await buy(admin, plat, '2');
  await buy(otherAccount, deed, '2');
  await projected();
}, 120_000);
afterAll(async () => {
  await app.close();
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('purchases/list', () => {
  it('shows a user its own purchase: the document, when on the county clock, which pages and for how much', async () => {
    const answer = await list(searcher);
    expect({ scope: answer.scope, total: answer.total }).toEqual({ scope: 'USER', total: 1 });
    const [row] = answer.rows;
    const charged = await ctx.pool.one(sql.unsafe`
      SELECT t.amount_cents, t.recorded_at FROM account_transactions t JOIN users u ON u.id = t.user_id
      WHERE u.username = 'escrow.searcher' AND t.kind = 'IMAGES'`);
    const { timeZone: zone } = await readSection(ctx.pool, 'common');
    const countyClock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .format(new Date(String(charged.recorded_at)))
      .replace(',', '');
    expect(row).toEqual({
      purchaseId: expect.any(String),
      purchasedAt: countyClock,
      username: 'escrow.searcher',
      title: 'Warranty Deed 2024-0001234',
      documentNumber: '2024-0001234',
      sourcedDocKey: deed,
      pages: [1, 3],
      amountCents: Number(charged.amount_cents),
      method: 'ESCROW',
      images: 0,
    });
    expect(row!.amountCents).toBeGreaterThan(0);
  });

  it("shows an account administrator the whole account's purchases, each with who bought it", async () => {
    const answer = await list(admin);
    expect({ scope: answer.scope, total: answer.total }).toEqual({ scope: 'ACCOUNT', total: 2 });
    expect(answer.rows.map((row) => [row.username, row.documentNumber, row.pages])).toEqual([
      ['escrow.admin', '2024-0005678', [2]],
      ['escrow.searcher', '2024-0001234', [1, 3]],
    ]);
  });

  it("shows another account's user none of them, only its own", async () => {
    const answer = await list(otherAccount);
    expect(answer.rows.map((row) => [row.username, row.documentNumber, row.pages])).toEqual([
      ['invoice.user', '2024-0001234', [2]],
    ]);
  });

  it('refuses GUEST in the envelope', async () => {
    const guest = await signedInClient(app, 'guestuser', 'anything');
    const body = await bodyOf(guest.post('/api/purchases/list', {}), 403);
    expect(body).toMatchObject({ ok: false, code: purchaseMessages.guestsHaveNone.code, content: null });
  });

  it('refuses a caller without a session with the LOGIN status', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/purchases/list', payload: {} });
    expect({ status: response.statusCode, login: response.json().status }).toEqual({ status: 403, login: 'LOGIN' });
  });

  it('pages the purchases, newest first, and counts them all', async () => {
    const admin2 = await signedInClient(app, 'escrow.admin', 'Demo#Escrow1');
    await buy(admin2, plat, '4');
    await buy(admin2, plat, '5');
    await buy(admin2, deed, '6');
    await projected();
    const all = await list(admin, { pageSize: 100 });
    expect(all.total).toBe(5);
    const pages = [await list(admin, { page: 1, pageSize: 2 }), await list(admin, { page: 2, pageSize: 2 })];
    const last = await list(admin, { page: 3, pageSize: 2 });
    expect([...pages, last].map((page) => [page.total, page.rows.length])).toEqual([
      [5, 2],
      [5, 2],
      [5, 1],
    ]);
    expect([...pages, last].flatMap((page) => page.rows.map((row) => row.purchaseId))).toEqual(
      all.rows.map((row) => row.purchaseId),
    );
    expect(all.rows.slice(0, 3).map((row) => row.pages)).toEqual([[6], [5], [4]]);
    const past = await list(admin, { page: 9, pageSize: 2 });
    expect({ total: past.total, rows: past.rows }).toEqual({ total: 5, rows: [] });
  });

  it('finds purchases by a part of the document number, % and _ matching only themselves', async () => {
    const found = await list(admin, { documentNumber: '5678' });
    expect(found.total).toBe(3);
    expect(new Set(found.rows.map((row) => row.documentNumber))).toEqual(new Set(['2024-0005678']));
    expect((await list(admin, { documentNumber: '2024-000' })).total).toBe(5);
    expect((await list(admin, { documentNumber: '2024%5678' })).total).toBe(0);
    expect((await list(admin, { documentNumber: '2024-000123_' })).total).toBe(0);
    expect((await list(searcher, { documentNumber: '5678' })).total).toBe(0);
  });

  it('refuses a page size past its limit with the field named', async () => {
    const body = await bodyOf(admin.post('/api/purchases/list', { pageSize: 1000 }), 400);
    expect({ ok: body.ok, fields: Object.keys((body as { errors?: object }).errors ?? {}) }).toEqual({
      ok: false,
      fields: ['pageSize'],
    });
  });
});

describe('purchases/download', () => {
  it('delivers exactly the pages bought again, and the ledger records no new charge', async () => {
    const [row] = (await list(searcher)).rows;
    const [before, events, balance] = [await ledgerCount(), await eventCount(), await balanceOf(searcher)];
    const response = await searcher.post('/api/purchases/download', { purchaseId: row!.purchaseId });
    expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
      status: 200,
      type: 'application/pdf',
    });
    expect(await pageCountOf(response.rawPayload)).toBe(2);
    expect([await ledgerCount(), await eventCount(), await balanceOf(searcher)]).toEqual([before, events, balance]);
  });

  it("lets the account administrator download a user's purchase of its account", async () => {
    const row = (await list(admin)).rows.find((purchase) => purchase.username === 'escrow.searcher');
    const response = await admin.post('/api/purchases/download', { purchaseId: row!.purchaseId });
    expect(response.statusCode).toBe(200);
    expect(await pageCountOf(response.rawPayload)).toBe(2);
  });

  it("refuses a user another user's purchase of the same account, and another account's user any", async () => {
    const ofAdmin = (await list(admin)).rows.find((purchase) => purchase.username === 'escrow.admin');
    for (const client of [searcher, otherAccount]) {
      const body = await bodyOf(client.post('/api/purchases/download', { purchaseId: ofAdmin!.purchaseId }), 404);
      expect(body).toMatchObject({ ok: false, code: purchaseMessages.noSuchPurchase.code });
    }
    const unknown = await bodyOf(
      searcher.post('/api/purchases/download', { purchaseId: '00000000-0000-4000-8000-000000000000' }),
      404,
    );
    expect(unknown.code).toBe(purchaseMessages.noSuchPurchase.code);
  });

  it('refuses GUEST in the envelope', async () => {
    const [row] = (await list(searcher)).rows;
    const guest = await signedInClient(app, 'guestuser', 'anything');
    const body = await bodyOf(guest.post('/api/purchases/download', { purchaseId: row!.purchaseId }), 403);
    expect(body).toMatchObject({ ok: false, code: purchaseMessages.guestsHaveNone.code });
  });

  it('costs nothing through the image calls either: pages the account bought are not charged again', async () => {
    const [before, balance] = [await ledgerCount(), await balanceOf(admin)];
    const order = await bodyOf(
      admin.post('/api/imaging/computeDownloadOrder', {
        sourcedDocKey: deed,
        pageSelectionMethod: 'CSV_PAGES',
        pagesSelected: '1, 3',
      }),
    );
    const imageStateGuid = order.content!.imageState.imageStateGuid as string;
    await bodyOf(admin.post('/api/imaging/payDownloadOrder', { imageStateGuid }));
    const image = await bodyOf(admin.post('/api/imaging/getImage', { imageStateGuid }));
    const bought = Buffer.from(image.content!.pdf as string, 'base64');
    expect(await pageCountOf(bought)).toBe(2);
    expect([await ledgerCount(), await balanceOf(admin)]).toEqual([before, balance]);
    // The library's download of the searcher's purchase of pages 1 and 3 is that same file.
    const row = (await list(admin)).rows.find((purchase) => purchase.username === 'escrow.searcher');
    const again = await admin.post('/api/purchases/download', { purchaseId: row!.purchaseId });
    expect(Buffer.compare(again.rawPayload, bought)).toBe(0);
  });
});

describe('the purchases read model', () => {
  it('is built again from the log with the same rows', async () => {
    const rows = () => ctx.pool.any(sql.unsafe`SELECT * FROM purchased_documents ORDER BY purchase_id`);
    const before = await rows();
    expect(before.length).toBe(6);
    await rebuildProjection(ctx.pool, purchasesProjection);
    expect(await rows()).toEqual(before);
    expect((await list(admin, { pageSize: 100 })).total).toBe(5);
  });
});

describe('a judicially protected document', () => {
  it('is listed and delivered only to a caller who may see protected records, though bought before', async () => {
    const sealed = { docKeyType: 'DOC', docKeyNumber: '3917377', imageKeyType: 'DEED' };
    await copyFile(deedPdf, join(dataDir, 'images', 'DEED', '3917377.pdf'));
    const record = { docId: '3917377', docNumber: '2024-0009999', pageCount: 7, sourcedDocKey: sealed };
    await givenRecords(app, [sampleLandDocument(record)]);
    const accountId = Number(
      await ctx.pool.oneFirst(sql.unsafe`SELECT account_id FROM users WHERE username = 'escrow.admin'`),
    );
    await givenUser(ctx.pool, { username: 'escrow.judge', accountId, viewJudicialProtection: true });
    const judge = await signedInClient(app, 'escrow.judge', 'Secret#2024');
    await buy(judge, sealed, '2');
    await projected();
    const [bought] = (await list(admin, { documentNumber: '9999' })).rows;
    expect(bought).toMatchObject({ username: 'escrow.judge', pages: [2] });

    // The court seals the record: the feed sends it again, protected.
    await givenRecords(app, [sampleLandDocument({ ...record, protected: true })]);
    expect((await list(admin, { documentNumber: '9999' })).total).toBe(0);
    const refused = await bodyOf(admin.post('/api/purchases/download', { purchaseId: bought!.purchaseId }), 404);
    expect(refused.ok).toBe(false);
    const own = await list(judge, { documentNumber: '9999' });
    expect(own.rows.map((row) => row.purchaseId)).toEqual([bought!.purchaseId]);
    const again = await judge.post('/api/purchases/download', { purchaseId: bought!.purchaseId });
    expect(again.statusCode).toBe(200);
    expect(await pageCountOf(again.rawPayload)).toBe(1);
  });
});
