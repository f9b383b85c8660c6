import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { efileSubmissionStreamId } from '@landrecords/contracts/efile/events';
import { efileSubmissionMessages as m } from '@landrecords/contracts/efile/submission-messages';
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
import { efileImageRoutes, efileMailReactor, efileSubmissionRoutes } from '../index';

const deedPdf = fileURLToPath(new URL('../../images/fixtures/deed-3917312.pdf', import.meta.url));
const staff = { actor: { userId: '1', username: 'provider.staff', role: 'TRIMIN' } };

let world: Awaited<ReturnType<typeof mailingApp>>;
let app: FastifyInstance;
let reactors: ReturnType<typeof runReactors>;
let dataDir: string;
let deed: Buffer;
const accounts: Record<'escrow' | 'invoice' | 'card', number> = { escrow: 0, invoice: 0, card: 0 };

type Answer = { ok: boolean; message: string | null; code?: string; content: Record<string, unknown> | null };

const filer = (email: string) => ({
  efileType: 'LR',
  name: 'Rosa Camacho',
  email,
  address1: 'PO Box 500',
  address2: '',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
});

/** The upload as the portal sends it, with the session's cookies and CSRF header when signed in. */
async function upload(client: ApiClient | null): Promise<{ imageId: string; totalCharge: number }> {
  const cookies = client?.cookies ?? {};
  const response = await app.inject({
    method: 'POST',
    url: '/api/efile/image',
    cookies,
    headers: { ...multipartHeaders, ...(cookies.lr_csrf ? { 'x-csrf-token': cookies.lr_csrf } : {}) },
    payload: efileUpload(deed, 'deed.pdf'),
  });
  const body = response.json() as Answer;
  expect(body).toMatchObject({ ok: true });
  return body.content as { imageId: string; totalCharge: number };
}

const post = async (client: ApiClient, url: string, payload: unknown) => {
  const response = await client.post(url, payload);
  return { status: response.statusCode, body: response.json() as Answer };
};

const efileCharges = (accountId: number) =>
  world.ctx.pool.any(sql.unsafe`
    SELECT kind, method, amount_cents, charge_id FROM account_transactions
    WHERE account_id = ${accountId} AND kind IN ('EFILE', 'REVERSAL') ORDER BY recorded_at`);
const accountRow = (accountId: number) =>
  world.ctx.pool.one(sql.unsafe`
    SELECT escrow_balance_cents, unbilled_charges_cents FROM accounts WHERE id = ${accountId}`);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'efile-submission-'));
  deed = await readFile(deedPdf);
  world = await mailingApp([authRoutes, efileImageRoutes, efileSubmissionRoutes], {
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.ESUB_LOG ?? 'silent',
  });
  app = world.app;
  const { pool } = world.ctx;
  // $5.00 the first page, $1.25 each after: the 7-page deed is $12.50; a card pays a $0.50 surcharge.
  await saveSection(pool, 'efile', { efile: true, firstPageRate: 5, additionalPagesRate: 1.25 }, staff);
  await saveSection(
    pool,
    'creditCardExtra',
    { applySurcharge: true, surchargeMethod: 'dollars', surcharge: 0.5 },
    staff,
  );
  accounts.escrow = await givenAccount(pool, { name: 'Title Escrow', paymentMethod: 'ESCROW' });
  accounts.invoice = await givenAccount(pool, { name: 'Law Office', paymentMethod: 'INVOICE' });
  const escrowUser = await givenUser(pool, {
    username: 'escrow.filer',
    password: 'Filer#2026',
    accountId: accounts.escrow,
  });
  await givenUser(pool, { username: 'invoice.filer', password: 'Filer#2026', accountId: accounts.invoice });
  accounts.card = await givenAccount(pool, { name: 'Card Public', paymentMethod: 'CREDIT_CARD' });
  await givenUser(pool, { username: 'card.filer1', password: 'Filer#2026', accountId: accounts.card });
  await runLedgerCommand(
    pool,
    accounts.escrow,
    { system: 'test' },
    {
      type: 'Deposit',
      userId: escrowUser,
      depositId: 'stake',
      amountCents: 20_00,
      surchargeCents: 0,
      provider: 'test',
      transactionId: 'stake',
    },
  );
  reactors = runReactors(world.ctx, [efileMailReactor as never], { idleMs: 20 });
}, 60_000);
afterAll(async () => {
  await reactors.stop();
  await world.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an escrow user files', () => {
  it('is charged from escrow once, even when the same upload is submitted twice, and is emailed', async () => {
    const client = await signedInClient(app, 'escrow.filer', 'Filer#2026');
    const { imageId, totalCharge } = await upload(client);
    expect(totalCharge).toBe(12.5);
    const body = { ...filer('rosa@example.com'), imageId, paymentTransactionId: 0 };
    const [first, second] = await Promise.all([
      post(client, '/api/efile/submission', body),
      post(client, '/api/efile/submission', body),
    ]);
    expect(first.body).toMatchObject({ ok: true, code: m.submitted.code });
    const number = first.body.content!.transactionNumber as string;
    expect(number).toMatch(/^EF-\d{6}$/);
    expect(first.body.message).toBe(
      `Transaction ${number} was successfully submitted.  Check your email for a confirmation.`,
    );
    expect(second.body.content!.transactionNumber).toBe(number);
    expect(first.body.content!.usageBalance).toBeTruthy();
    expect(await efileCharges(accounts.escrow)).toEqual([
      { kind: 'EFILE', method: 'ESCROW', amount_cents: 12_50, charge_id: `efile-${imageId}` },
    ]);
    expect(Number((await accountRow(accounts.escrow)).escrow_balance_cents)).toBe(7_50);
    const mail = await world.smtp.nextMailTo('rosa@example.com');
    expect(mailSubject(mail)).toBe(`E-file ${number} received`);
    expect(mailText(mail)).toContain('$12.50 was paid from your escrow balance.');
  });

  it('is refused when escrow does not cover it, and nothing is recorded', async () => {
    const client = await signedInClient(app, 'escrow.filer', 'Filer#2026');
    const { imageId } = await upload(client);
    const refused = await post(client, '/api/efile/submission', { ...filer('rosa@example.com'), imageId });
    expect(refused.body).toMatchObject({ ok: false, code: m.insufficientFunds.code });
    const { version } = await readStream(world.ctx.pool, efileSubmissionStreamId(imageId));
    expect(version).toBe('no_stream');
    expect(await efileCharges(accounts.escrow)).toHaveLength(1);
  });
});

describe('an invoiced user files', () => {
  it('puts the charge on the statement once', async () => {
    const client = await signedInClient(app, 'invoice.filer', 'Filer#2026');
    const { imageId } = await upload(client);
    const body = { ...filer('law@example.com'), imageId, paymentTransactionId: 0 };
    expect((await post(client, '/api/efile/submission', body)).body).toMatchObject({ ok: true });
    expect((await post(client, '/api/efile/submission', body)).body).toMatchObject({ ok: true });
    expect(await efileCharges(accounts.invoice)).toEqual([
      { kind: 'EFILE', method: 'INVOICE', amount_cents: 12_50, charge_id: `efile-${imageId}` },
    ]);
    expect(Number((await accountRow(accounts.invoice)).unbilled_charges_cents)).toBe(12_50);
  });

  it('cannot submit another filer’s upload', async () => {
    const escrow = await signedInClient(app, 'escrow.filer', 'Filer#2026');
    const { imageId } = await upload(escrow);
    const client = await signedInClient(app, 'invoice.filer', 'Filer#2026');
    const refused = await post(client, '/api/efile/submission', { ...filer('law@example.com'), imageId });
    expect(refused.body).toMatchObject({ ok: false, code: m.notYours.code });
  });
});

describe('an anonymous filer pays by card', () => {
  it('captures the upload’s total once: a replayed response changes nothing, the submission records it', async () => {
    const visitor = apiClient(app);
    const { imageId, totalCharge } = await upload(null);
    expect(totalCharge).toBe(13);
    const wrong = await post(visitor, '/api/creditcard/efileCapture', { amount: '1.00', imageId });
    expect(wrong.body).toMatchObject({ ok: false, code: m.amountMismatch.code });
    const unpaid = await post(visitor, '/api/efile/submission', { ...filer('visitor@example.com'), imageId });
    expect(unpaid.body).toMatchObject({ ok: false, code: m.cardRequired.code });

    const capture = await post(visitor, '/api/creditcard/efileCapture', { amount: '13.00', imageId });
    expect(capture.body).toMatchObject({ message: null, ok: true, lockout: false });
    const token = (capture.body.content as { tokenResults: { token: string } }).tokenResults.token;
    const response = await payOnSandboxPage(app, token);
    const transId = String((JSON.parse(response) as { transId: string }).transId);
    for (let time = 0; time < 2; time++) {
      const confirmed = await post(visitor, '/api/creditcard/efileAuthAndCaptureResponse', { response });
      expect(confirmed.body).toMatchObject({ ok: true, lockout: false });
    }
    const submitted = await post(visitor, '/api/efile/submission', {
      ...filer('visitor@example.com'),
      imageId,
      paymentTransactionId: transId,
    });
    expect(submitted.body).toMatchObject({ ok: true, content: { usageBalance: null } });
    const { events } = await readStream(world.ctx.pool, efileSubmissionStreamId(imageId));
    expect(events.map((event) => event.type)).toEqual(['EfilePaymentCaptured', 'EfileSubmitted']);
    expect(events[0]!.data).toMatchObject({ transactionId: transId, amountCents: 13_00, provider: 'sandbox' });
    expect(events[1]!.data).toMatchObject({
      charges: { totalCents: 13_00, surchargeCents: 50 },
      payment: { method: 'CREDIT_CARD', accountId: null, transactionId: transId },
    });
    const again = await post(visitor, '/api/creditcard/efileAuthAndCaptureResponse', { response });
    expect(again.body).toMatchObject({ ok: true });
    expect((await readStream(world.ctx.pool, efileSubmissionStreamId(imageId))).events).toHaveLength(2);
    const mail = await world.smtp.nextMailTo('visitor@example.com');
    expect(mailText(mail)).toContain('$13.00 was paid by card.');
  });

  it('refuses a forged response naming no payment of this session', async () => {
    const forged = await post(apiClient(app), '/api/creditcard/efileAuthAndCaptureResponse', {
      response: JSON.stringify({ transId: '123456789012' }),
    });
    expect(forged.body).toMatchObject({ ok: false });
  });
});

describe('a card account’s user files', () => {
  it('pays by card, and the account records the charge once as paid by card', async () => {
    const client = await signedInClient(app, 'card.filer1', 'Filer#2026');
    const { imageId, totalCharge } = await upload(client);
    expect(totalCharge).toBe(13);
    const capture = await post(client, '/api/creditcard/efileCapture', { amount: '13.00', imageId });
    const token = (capture.body.content as { tokenResults: { token: string } }).tokenResults.token;
    const response = await payOnSandboxPage(app, token);
    const transId = String((JSON.parse(response) as { transId: string }).transId);
    // The response never reported: the submission asks the provider itself.
    const body = { ...filer('card.filer@example.com'), imageId, paymentTransactionId: transId };
    expect((await post(client, '/api/efile/submission', body)).body).toMatchObject({ ok: true });
    expect((await post(client, '/api/efile/submission', body)).body).toMatchObject({ ok: true });
    expect(await efileCharges(accounts.card)).toEqual([
      { kind: 'EFILE', method: 'CREDIT_CARD', amount_cents: 13_00, charge_id: `efile-${imageId}` },
    ]);
    const { events } = await readStream(world.ctx.pool, efileSubmissionStreamId(imageId));
    expect(events.map((event) => event.type)).toEqual(['EfilePaymentCaptured', 'EfileSubmitted']);
    await world.smtp.nextMailTo('card.filer@example.com');
  });
});
