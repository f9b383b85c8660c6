import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from '@landrecords/projections/platform/database';
import { testContext } from '../../../tests/support/context';
import { buildApp } from '../../app';
import type { AppContext } from '../../platform/context';
import { createLogger } from '../../platform/logger';
import { paymentProviderOf, type HostedPaymentRequest, type PaymentProvider } from './index';
import { sandboxPagePolicy, sandboxPaymentPages } from './sandbox-pages';
import { recordTransaction } from './sandbox-provider';

const logged: string[] = [];
let ctx: Awaited<ReturnType<typeof testContext>>;
let appCtx: AppContext;
let app: FastifyInstance;
let provider: PaymentProvider;

beforeAll(async () => {
  ctx = await testContext();
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  appCtx = { ...ctx, logger: createLogger({ LOG_LEVEL: 'trace' }, 'test', memory) };
  app = await buildApp(appCtx, { apiRoutes: [] });
  provider = paymentProviderOf(appCtx);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const deposit: HostedPaymentRequest = {
  kind: 'authOnly',
  amountCents: 1234,
  reference: 'ESC-42',
  description: 'Escrow deposit <Marianas Title>',
};
const tokenFor = async (request: Partial<HostedPaymentRequest> = {}) =>
  (await provider.hostedPaymentToken({ ...deposit, ...request })).token;
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const card = { cardNumber: '4111 1111 1111 1111', expiry: `12/${nextYear}`, cvv: '123', zip: '96950' };

const post = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const open = (token: string) => post('/sandbox-payments/payment', { token });
const pay = (token: string, entry: Partial<typeof card> = {}) =>
  post('/sandbox-payments/payment/submit', { token, ...card, ...entry });

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
/** The transactResponse accept.js will post to the portal: a JSON string, as Accept Hosted sends it. */
function responseOf(html: string): Record<string, unknown> {
  const attribute = /data-transact-response="([^"]*)"/.exec(html)?.[1];
  if (attribute === undefined) throw new Error('the page carries no transactResponse');
  return JSON.parse(unescape(attribute)) as Record<string, unknown>;
}
const transactionCount = async () =>
  Number(await ctx.pool.oneFirst(sql.unsafe`SELECT count(*) FROM sandbox_payment_transactions`));

describe('the sandbox hosted payment page', () => {
  it('opens on a token with the amount and what it is for, a labelled form and no inline script', async () => {
    const page = await open(await tokenFor());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('$12.34');
    expect(page.body).toContain('Escrow deposit &#60;Marianas Title&#62;');
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvv', 'CVV'],
      ['zip', 'ZIP'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label><input id="${id}" name="${id}"`);
    }
    expect(page.body).toMatch(/<button type="submit">Pay<\/button>/);
    expect(page.body).toMatch(/<button type="button" data-action="cancel">Cancel<\/button>/);
    expect(page.body).toContain('<script src="accept.js" defer></script>');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\sstyle=|<style|\son[a-z]+=/i);
    expect(page.headers['content-security-policy']).toBe(sandboxPagePolicy);
    expect(sandboxPagePolicy).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves its script and style from this origin', async () => {
    const script = await app.inject({ method: 'GET', url: '/sandbox-payments/accept.js' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'application/javascript; charset=utf-8']);
    const style = await app.inject({ method: 'GET', url: '/sandbox-payments/sandbox.css' });
    expect([style.statusCode, style.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
  });

  it('approves a test card: the page carries the response, the provider confirms it', async () => {
    const answer = await pay(await tokenFor());
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('This transaction has been approved.');
    const response = responseOf(answer.body);
    expect(response).toMatchObject({
      responseCode: '1',
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
      totalAmount: '12.34',
      orderInvoiceNumber: 'ESC-42',
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'This transaction has been approved.' }] },
    });
    expect(await provider.transaction(String(response.transId))).toEqual({
      transactionId: response.transId,
      kind: 'authOnly',
      approved: true,
      responseCode: '1',
      message: 'This transaction has been approved.',
      amountCents: 1234,
      reference: 'ESC-42',
      accountNumber: 'XXXX1111',
      capturedCents: 0,
      voided: false,
    });
  });

  it("approves every one of Authorize.Net's sandbox test cards", async () => {
    const numbers = ['4007000000027', '4012888818888', '5424000000000015', '2223000010309703', '370000000000002'];
    numbers.push('6011000000000012', '3088000000000017', '38000000000006');
    for (const cardNumber of numbers) {
      const response = responseOf((await pay(await tokenFor(), { cardNumber, cvv: '1234' })).body);
      expect([cardNumber, response.responseCode, response.accountNumber]).toEqual([
        cardNumber,
        '1',
        `XXXX${cardNumber.slice(-4)}`,
      ]);
    }
  });

  it('takes all of an authCapture at once', async () => {
    const response = responseOf((await pay(await tokenFor({ kind: 'authCapture', amountCents: 500 }))).body);
    expect(await provider.transaction(String(response.transId))).toMatchObject({
      kind: 'authCapture',
      approved: true,
      amountCents: 500,
      capturedCents: 500,
    });
  });

  it('declines any other valid number, and the ZIP 46282, with the provider’s message', async () => {
    for (const entry of [{ cardNumber: '4000000000000002' }, { zip: '46282' }]) {
      const answer = await pay(await tokenFor(), entry);
      expect(answer.statusCode).toBe(200);
      const response = responseOf(answer.body);
      expect(response).toMatchObject({
        responseCode: '2',
        messages: { resultCode: 'Error', message: [{ text: 'This transaction has been declined.' }] },
      });
      expect(await provider.transaction(String(response.transId))).toMatchObject({
        approved: false,
        responseCode: '2',
        message: 'This transaction has been declined.',
      });
    }
  });

  it('shows the form again for a number failing Luhn or a past expiry, and records nothing', async () => {
    const token = await tokenFor();
    const before = await transactionCount();
    for (const [entry, message] of [
      [{ cardNumber: '4111111111111112' }, 'The credit card number is invalid.'],
      [{ expiry: '01/20' }, 'The credit card has expired.'],
    ] as const) {
      const answer = await pay(token, entry);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(`role="alert">${message}</p>`);
      expect(answer.body).toContain('<form method="post" action="../payment/submit">');
      expect(answer.body).not.toContain('data-transact-response');
      expect(answer.body).not.toMatch(/41111111111111|4111 1111/);
    }
    expect(await transactionCount()).toBe(before);
    expect(responseOf((await pay(token)).body).responseCode).toBe('1');
  });

  it('refuses an unknown, used or expired token, on the page and on paying', async () => {
    const unknown = await open('not-a-token');
    expect([unknown.statusCode, unknown.body]).toEqual([400, expect.stringContaining('Missing or invalid token.')]);

    const used = await tokenFor();
    await pay(used);
    for (const answer of [await open(used), await pay(used)]) {
      expect([answer.statusCode, answer.body]).toEqual([
        400,
        expect.stringContaining('This payment form has already been used.'),
      ]);
    }

    const expired = await tokenFor();
    await ctx.pool.query(sql.unsafe`
      UPDATE sandbox_payment_tokens SET created_at = now() - interval '16 minutes' WHERE token = ${expired}`);
    const before = await transactionCount();
    for (const answer of [await open(expired), await pay(expired)]) {
      expect([answer.statusCode, answer.body]).toEqual([
        400,
        expect.stringContaining('This payment form has expired.'),
      ]);
    }
    expect(await transactionCount()).toBe(before);

    const fresh = await tokenFor();
    await ctx.pool.query(sql.unsafe`
      UPDATE sandbox_payment_tokens SET created_at = now() - interval '14 minutes' WHERE token = ${fresh}`);
    expect((await open(fresh)).statusCode).toBe(200);
  });

  it('records one transaction per token, however many submits race', async () => {
    const token = await tokenFor();
    const outcome = { approved: true, accountNumber: 'XXXX1111' };
    expect(await recordTransaction(ctx.pool, token, outcome)).toMatchObject({ approved: true });
    expect(await recordTransaction(ctx.pool, token, outcome)).toBeNull();
  });

  it('knows no transaction it did not make', async () => {
    expect(await provider.transaction('123456789012')).toBeNull();
    expect(await provider.transaction("' OR true --")).toBeNull();
  });

  it('keeps card numbers out of the log and the database', async () => {
    const numbers = ['5424000000000015', '4000000000000002', '4111111111111112'];
    for (const cardNumber of numbers) await pay(await tokenFor(), { cardNumber });
    const log = logged.join('');
    expect(log).toContain('/sandbox-payments/payment/submit');
    const tables = (await ctx.pool.anyFirst(sql.unsafe`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)) as string[];
    const rows: string[] = [];
    for (const table of tables) {
      rows.push(
        ...((await ctx.pool.anyFirst(sql.unsafe`SELECT t::text FROM ${sql.identifier([table])} t`)) as string[]),
      );
    }
    expect(rows.join('\n')).toContain('XXXX0015');
    for (const cardNumber of [...numbers, '4111111111111111']) {
      expect(log).not.toContain(cardNumber);
      expect(rows.join('\n')).not.toContain(cardNumber);
    }
  });
});

describe('the sandbox provider', () => {
  const authorized = async (amountCents = 10_000, cardNumber = card.cardNumber) =>
    String(responseOf((await pay(await tokenFor({ amountCents }), { cardNumber })).body).transId);

  it('refuses a token for an amount or reference no provider would take', async () => {
    for (const bad of [{ amountCents: 0 }, { amountCents: 10.5 }, { reference: 'R'.repeat(21) }]) {
      await expect(provider.hostedPaymentToken({ ...deposit, ...bad })).rejects.toThrow();
    }
  });

  it('captures up to the authorized amount, once', async () => {
    const transactionId = await authorized();
    await expect(provider.capturePrior(transactionId, 10_001)).rejects.toThrow(
      'The amount requested for settlement cannot be greater than the original amount authorized.',
    );
    expect(await provider.capturePrior(transactionId, 7_525)).toMatchObject({
      transactionId,
      kind: 'priorAuthCapture',
      approved: true,
      amountCents: 7_525,
      capturedCents: 7_525,
    });
    expect(await provider.transaction(transactionId)).toMatchObject({ amountCents: 10_000, capturedCents: 7_525 });
    await expect(provider.capturePrior(transactionId, 100)).rejects.toThrow(
      'This transaction has already been captured.',
    );
  });

  it('captures no declined, voided, unknown or already captured transaction', async () => {
    const declined = await authorized(10_000, '4000000000000002');
    const voided = await authorized();
    await provider.voidTransaction(voided);
    const charged = String(responseOf((await pay(await tokenFor({ kind: 'authCapture' }))).body).transId);
    for (const transactionId of [declined, voided, '999999999999', charged]) {
      await expect(provider.capturePrior(transactionId, 100)).rejects.toThrow('The transaction cannot be found.');
    }
    await expect(provider.capturePrior(await authorized(), 0)).rejects.toThrow('A valid amount is required.');
  });

  it('voids an authorization', async () => {
    const transactionId = await authorized();
    await provider.voidTransaction(transactionId);
    expect(await provider.transaction(transactionId)).toMatchObject({ voided: true, capturedCents: 0 });
    for (const transactionId of ['999999999999', await authorized(10_000, '4000000000000002')]) {
      await expect(provider.voidTransaction(transactionId)).rejects.toThrow('The transaction cannot be found.');
    }
  });

  it('is the one provider of its context', () => {
    expect(paymentProviderOf(appCtx)).toBe(provider);
    expect(provider.name).toBe('sandbox');
  });
});

describe('with Authorize.Net as the provider', () => {
  it('needs its credentials', () => {
    const config = { ...ctx.config, PAYMENT_PROVIDER: 'authorize.net' as const };
    expect(() => paymentProviderOf({ ...ctx, config })).toThrow(
      'Authorize.Net needs its API login id and transaction key.',
    );
  });

  it('serves no sandbox page', async () => {
    const config = {
      ...ctx.config,
      PAYMENT_PROVIDER: 'authorize.net' as const,
      AUTHORIZE_NET_API_LOGIN_ID: 'login',
      AUTHORIZE_NET_TRANSACTION_KEY: 'key',
    };
    // As the composition root builds it, and with the pages' plugin given all the same.
    for (const options of [{}, { pageRoutes: [sandboxPaymentPages] }]) {
      const other = await buildApp({ ...ctx, config }, { apiRoutes: [], ...options });
      try {
        const page = await other.inject({ method: 'POST', url: '/sandbox-payments/payment', payload: {} });
        expect(page.statusCode).toBe(404);
        expect(paymentProviderOf(other.ctx).name).toBe('authorize.net');
      } finally {
        await other.close();
      }
    }
  });
});
