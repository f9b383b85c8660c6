import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { efileSubmissionStreamId } from '@landrecords/contracts/efile/events';
import { efileReviewMessages as m } from '@landrecords/contracts/efile/review';
import { sql } from '@landrecords/projections/platform/database';
import { readStream } from '@landrecords/projections/platform/eventstore/index';
import { apiClient, signedInClient, type ApiClient } from '../../../tests/support/api-client';
import { givenAccount } from '../../../tests/support/accounts';
import { mailingApp } from '../../../tests/support/mailing-app';
import { givenUser } from '../../../tests/support/people';
import { payOnSandboxPage } from '../../../tests/support/sandbox-card';
import { mailSubject, mailText } from '../../../tests/support/smtp-listener';
import { runLedgerCommand } from '../../accounts/index';
import { authRoutes } from '../../auth/index';
import { saveSection } from '../../config/index';
import { runReactors } from '../../platform/reactors/index';
import { efileUpload, multipartHeaders } from '../fixtures/uploads';
import { efileImageRoutes, efileMailReactor, efileReviewRoutes, efileSubmissionRoutes } from '../index';

const deedPdf = fileURLToPath(new URL('../../images/fixtures/deed-3917312.pdf', import.meta.url));
const staff = { actor: { userId: '1', username: 'provider.staff', role: 'TRIMIN' } };
const password = 'Review#2026';

let world: Awaited<ReturnType<typeof mailingApp>>;
let app: FastifyInstance;
let reactors: ReturnType<typeof runReactors>;
let dataDir: string;
let deed: Buffer;
let clerk: ApiClient;
let escrowAccount = 0;
let invoiceAccount = 0;
let cardAccount = 0;

type Answer = { ok: boolean; message: string | null; code?: string; content: Record<string, unknown> | null };
const filer = (email: string) => ({
  efileType: 'LR',
  name: 'Rosa Camacho',
  email,
  address1: 'PO Box 500',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
});

async function upload(client: ApiClient | null): Promise<string> {
  const cookies = client?.cookies ?? {};
  const response = await app.inject({
    method: 'POST',
    url: '/api/efile/image',
    cookies,
    headers: { ...multipartHeaders, ...(cookies.lr_csrf ? { 'x-csrf-token': cookies.lr_csrf } : {}) },
    payload: efileUpload(deed, 'deed.pdf'),
  });
  return ((response.json() as Answer).content as { imageId: string }).imageId;
}
const call = async (client: ApiClient, method: 'get' | 'post', url: string, payload?: unknown) => {
  const response = method === 'get' ? await client.get(url) : await client.post(url, payload);
  return { status: response.statusCode, body: response.json() as Answer };
};

/** An account user files the deed: its submission's id. */
async function filedBy(username: string, email: string) {
  const client = await signedInClient(app, username, password);
  const imageId = await upload(client);
  const answer = await call(client, 'post', '/api/efile/submission', { ...filer(email), imageId });
  expect(answer.body).toMatchObject({ ok: true });
  await world.smtp.nextMailTo(email);
  return imageId;
}

/** An anonymous filer pays the deed by card and files it: its submission's id and the card transaction. */
async function filedByCard(email: string, visitor: ApiClient = apiClient(app)) {
  const imageId = await upload(visitor.cookies.lr_session ? visitor : null);
  const capture = await call(visitor, 'post', '/api/creditcard/efileCapture', { amount: '12.50', imageId });
  const token = (capture.body.content as { tokenResults: { token: string } }).tokenResults.token;
  const response = await payOnSandboxPage(app, token);
  await call(visitor, 'post', '/api/creditcard/efileAuthAndCaptureResponse', { response });
  const transId = String((JSON.parse(response) as { transId: string }).transId);
  const answer = await call(visitor, 'post', '/api/efile/submission', {
    ...filer(email),
    imageId,
    paymentTransactionId: transId,
  });
  expect(answer.body).toMatchObject({ ok: true });
  await world.smtp.nextMailTo(email);
  return { imageId, transId };
}

const balances = async (accountId: number) =>
  (await world.ctx.pool.one(sql.unsafe`
    SELECT escrow_balance_cents::int AS escrow, unbilled_charges_cents::int AS unbilled FROM accounts
    WHERE id = ${accountId}`)) as { escrow: number; unbilled: number };
const typesOf = async (submissionId: string) =>
  (await readStream(world.ctx.pool, efileSubmissionStreamId(submissionId))).events.map((event) => event.type);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'efile-review-'));
  deed = await readFile(deedPdf);
  world = await mailingApp([authRoutes, efileImageRoutes, efileSubmissionRoutes, efileReviewRoutes], {
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.ESUB_LOG ?? 'silent',
  });
  app = world.app;
  const { pool } = world.ctx;
  // 7 pages: $5.00 + 6 × $1.25 = $12.50, no surcharge.
  await saveSection(pool, 'efile', { efile: true, firstPageRate: 5, additionalPagesRate: 1.25 }, staff);
  escrowAccount = await givenAccount(pool, { name: 'Title Escrow', paymentMethod: 'ESCROW' });
  invoiceAccount = await givenAccount(pool, { name: 'Law Office', paymentMethod: 'INVOICE' });
  cardAccount = await givenAccount(pool, { name: 'Card Public', paymentMethod: 'CREDIT_CARD' });
  await givenUser(pool, { username: 'card.filer1', password, accountId: cardAccount });
  const countyAccount = await givenAccount(pool, { name: 'Recorder', paymentMethod: 'INVOICE' });
  const escrowUser = await givenUser(pool, { username: 'escrow.filer', password, accountId: escrowAccount });
  await givenUser(pool, { username: 'invoice.filer', password, accountId: invoiceAccount });
  await givenUser(pool, { username: 'escrow.manager', password, accountId: escrowAccount, role: 'ACCOUNT' });
  await givenUser(pool, { username: 'county.clerk1', password, accountId: countyAccount, role: 'COUNTY' });
  await runLedgerCommand(
    pool,
    escrowAccount,
    { system: 'test' },
    {
      type: 'Deposit',
      userId: escrowUser,
      depositId: 'stake',
      amountCents: 100_00,
      surchargeCents: 0,
      provider: 'test',
      transactionId: 'stake',
    },
  );
  reactors = runReactors(world.ctx, [efileMailReactor as never], { idleMs: 20 });
  clerk = await signedInClient(app, 'county.clerk1', password);
}, 60_000);
afterAll(async () => {
  await reactors.stop();
  await world.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the review is county staff’s', () => {
  it('refuses a user, an account administrator and an anonymous caller, before reading anything', async () => {
    const submissionId = await filedBy('escrow.filer', 'refusal@example.com');
    for (const username of ['escrow.filer', 'escrow.manager']) {
      const client = await signedInClient(app, username, password);
      for (const [method, url] of [
        ['get', '/api/efile/review/submissions'],
        ['get', `/api/efile/review/submissions/${submissionId}`],
        ['get', `/api/efile/review/submissions/${submissionId}/pages/1`],
        ['post', `/api/efile/review/submissions/${submissionId}/accept`],
        ['post', `/api/efile/review/submissions/${submissionId}/reject`],
      ] as const) {
        const answer = await call(client, method, url, method === 'post' ? { reason: 'ILLEGIBLE' } : undefined);
        expect({ username, url, status: answer.status, ok: answer.body.ok }).toEqual({
          username,
          url,
          status: 403,
          ok: false,
        });
      }
    }
    const anonymous = await call(apiClient(app), 'get', '/api/efile/review/submissions');
    expect(anonymous.status).toBe(403);
    expect(await typesOf(submissionId)).toEqual(['EfileSubmitted']);
  });
});

describe('county staff review a submission', () => {
  it('lists it as new, shows its fields, charges, steps and pages, and accepts it, emailing the filer', async () => {
    const submissionId = await filedBy('invoice.filer', 'accept@example.com');
    const list = await call(clerk, 'get', '/api/efile/review/submissions?status=NEW&pageSize=100');
    const rows = (list.body.content as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows.find((row) => row.submissionId === submissionId)).toMatchObject({
      status: 'NEW',
      numberOfPages: 7,
      totalChargeCents: 12_50,
      paymentMethod: 'INVOICE',
      paymentStatus: 'PAID',
      accountName: 'Law Office',
      email: 'accept@example.com',
    });
    const detail = await call(clerk, 'get', `/api/efile/review/submissions/${submissionId}`);
    expect(detail.body.content).toMatchObject({
      address1: 'PO Box 500',
      charges: { firstPageChargeCents: 5_00, additionalPagesChargeCents: 7_50, totalChargeCents: 12_50 },
      steps: [{ type: 'EfileSubmitted' }],
    });
    const page = await app.inject({
      method: 'GET',
      url: `/api/efile/review/submissions/${submissionId}/pages/7?size=thumbnail`,
      cookies: clerk.cookies,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(page.rawPayload).metadata()).width).toBe(200);
    const beyond = await call(clerk, 'get', `/api/efile/review/submissions/${submissionId}/pages/8`);
    expect(beyond.body).toMatchObject({ ok: false, code: m.noSuchPage.code });

    const accepted = await call(clerk, 'post', `/api/efile/review/submissions/${submissionId}/accept`, {
      note: 'Recorded today.',
    });
    expect(accepted.body).toMatchObject({ ok: true, content: { status: 'ACCEPTED', decidedBy: 'county.clerk1' } });
    const number = (accepted.body.content as { transactionNumber: string }).transactionNumber;
    const mail = await world.smtp.nextMailTo('accept@example.com');
    expect(mailSubject(mail)).toBe(`E-file ${number} accepted`);
    expect(mailText(mail)).toContain('Recorded today.');
    const again = await call(clerk, 'post', `/api/efile/review/submissions/${submissionId}/reject`, {
      reason: 'ILLEGIBLE',
    });
    expect(again.body).toMatchObject({ ok: false, code: m.alreadyDecided.code });
    expect(await balances(invoiceAccount)).toMatchObject({ unbilled: 12_50 });
  });

  it('rejects an escrow user’s submission: the charge goes back to escrow once, and the filer is told why', async () => {
    const before = await balances(escrowAccount);
    const submissionId = await filedBy('escrow.filer', 'reject@example.com');
    expect((await balances(escrowAccount)).escrow).toBe(before.escrow - 12_50);
    const other = await call(clerk, 'post', `/api/efile/review/submissions/${submissionId}/reject`, {
      reason: 'OTHER',
    });
    expect(other.status).toBe(400);
    const [rejected, twice] = await Promise.all([
      call(clerk, 'post', `/api/efile/review/submissions/${submissionId}/reject`, {
        reason: 'NOTARY',
        note: 'The acknowledgement has no seal.',
      }),
      call(clerk, 'post', `/api/efile/review/submissions/${submissionId}/reject`, {
        reason: 'NOTARY',
        note: 'The acknowledgement has no seal.',
      }),
    ]);
    expect([rejected.body.ok, twice.body.ok].sort()).toEqual([false, true]);
    expect(await typesOf(submissionId)).toEqual(['EfileSubmitted', 'EfileRejected', 'EfileChargeReversed']);
    expect(await balances(escrowAccount)).toEqual(before);
    const transactions = await world.ctx.pool.any(sql.unsafe`
      SELECT kind, amount_cents::int AS amount FROM account_transactions
      WHERE charge_id LIKE ${`efile-${submissionId}%`} ORDER BY recorded_at`);
    expect(transactions).toEqual([
      { kind: 'EFILE', amount: 12_50 },
      { kind: 'REVERSAL', amount: 12_50 },
    ]);
    const mail = await world.smtp.nextMailTo('reject@example.com');
    expect(mailSubject(mail)).toMatch(/^E-file EF-\d{6} rejected$/);
    expect(mailText(mail)).toContain('Reason: The notary acknowledgement is missing or incomplete.');
    expect(mailText(mail)).toContain('The acknowledgement has no seal.');
    expect(mailText(mail)).toContain('The $12.50 charged is given back to your account.');
    const detail = await call(clerk, 'get', `/api/efile/review/submissions/${submissionId}`);
    expect(detail.body.content).toMatchObject({
      status: 'REJECTED',
      paymentStatus: 'REVERSED',
      rejectionReason: 'NOTARY',
    });
  });

  it('rejects an anonymous card payment: the sandbox voids it, once', async () => {
    const { imageId, transId } = await filedByCard('card@example.com');
    const rejected = await call(clerk, 'post', `/api/efile/review/submissions/${imageId}/reject`, {
      reason: 'NOT_THIS_COUNTY',
    });
    expect(rejected.body).toMatchObject({ ok: true, content: { status: 'REJECTED', paymentStatus: 'VOIDED' } });
    expect(await typesOf(imageId)).toEqual([
      'EfilePaymentCaptured',
      'EfileSubmitted',
      'EfileRejected',
      'EfilePaymentRefunded',
    ]);
    const voided = await world.ctx.pool.oneFirst(sql.unsafe`
      SELECT voided FROM sandbox_payment_transactions WHERE id = ${transId}`);
    expect(voided).toBe(true);
    const mail = await world.smtp.nextMailTo('card@example.com');
    expect(mailText(mail)).toContain('The $12.50 you paid is given back to your card.');
  });

  it('rejects a card account user’s: the provider voids the card, and the account’s charge is reversed', async () => {
    const client = await signedInClient(app, 'card.filer1', password);
    const { imageId, transId } = await filedByCard('card.account@example.com', client);
    expect(await balances(cardAccount)).toMatchObject({ unbilled: 12_50 });
    const rejected = await call(clerk, 'post', `/api/efile/review/submissions/${imageId}/reject`, {
      reason: 'DUPLICATE',
    });
    expect(rejected.body).toMatchObject({ ok: true, content: { paymentStatus: 'VOIDED' } });
    expect(await typesOf(imageId)).toEqual([
      'EfilePaymentCaptured',
      'EfileSubmitted',
      'EfileRejected',
      'EfilePaymentRefunded',
      'EfileChargeReversed',
    ]);
    expect(await balances(cardAccount)).toMatchObject({ unbilled: 0 });
    expect(
      await world.ctx.pool.oneFirst(sql.unsafe`SELECT voided FROM sandbox_payment_transactions WHERE id = ${transId}`),
    ).toBe(true);
    await world.smtp.nextMailTo('card.account@example.com');
  });

  it('pages and filters the list by status', async () => {
    const rejected = await call(clerk, 'get', '/api/efile/review/submissions?status=REJECTED');
    const content = rejected.body.content as { total: number; newCount: number; rows: Array<{ status: string }> };
    expect(content.total).toBe(3);
    expect(content.rows.every((row) => row.status === 'REJECTED')).toBe(true);
    expect(content.newCount).toBe(1);
    const paged = await call(clerk, 'get', '/api/efile/review/submissions?status=ALL&page=2&pageSize=2');
    expect(paged.body.content).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect((paged.body.content as { rows: unknown[] }).rows).toHaveLength(2);
    const bad = await call(clerk, 'get', '/api/efile/review/submissions?status=LOST');
    expect(bad.status).toBe(400);
  });
});
