import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dollarsOf, type ProviderTransaction } from './payment-provider';
import { checkCard } from './sandbox-cards';
import { errorPage, paymentForm, resultPage } from './sandbox-html';
import { readToken, recordTransaction, type SandboxToken, type TokenState } from './sandbox-provider';

/** Pages run only this server's files; only the portal (same origin) may frame them or receive their forms. */
export const sandboxPagePolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'self'";

const tokenMessages: Record<Exclude<TokenState, { ok: true }>['reason'], string> = {
  unknown: 'Missing or invalid token.',
  expired: 'This payment form has expired.',
  used: 'This payment form has already been used.',
};

/** From the page's address to /sandbox-payments/: relative, so a proxy's path prefix in front keeps working. */
const rootOf = (request: FastifyRequest) => (request.url.startsWith('/sandbox-payments/payment/') ? '../' : '');

type Form = Record<string, string>;
const fieldOf = (body: unknown, name: string): string => {
  const value = (body as Form | null)?.[name];
  return typeof value === 'string' ? value : '';
};

/** Accept Hosted's transactResponse: what the portal's pay handler reads (and must check with the provider). */
function transactResponse(transaction: ProviderTransaction, token: SandboxToken, accountType: string): string {
  const { approved } = transaction;
  return JSON.stringify({
    accountType,
    accountNumber: transaction.accountNumber,
    transId: transaction.transactionId,
    responseCode: transaction.responseCode,
    authorization: approved ? randomBytes(3).toString('hex').toUpperCase() : '',
    merchantName: 'Land Record Portal sandbox',
    orderDescription: token.description,
    orderInvoiceNumber: transaction.reference,
    refId: transaction.reference,
    totalAmount: dollarsOf(transaction.amountCents),
    dateTime: new Date().toLocaleString('en-US', { timeZone: 'UTC' }).replace(',', ''),
    messages: {
      resultCode: approved ? 'Ok' : 'Error',
      message: [{ code: approved ? 'I00001' : 'E00027', text: transaction.message }],
    },
  });
}

const assets = {
  'accept.js': 'application/javascript; charset=utf-8',
  'sandbox.css': 'text/css; charset=utf-8',
} as const;

/**
 * The built-in provider's hosted payment page, at the site root beside the API (`/sandbox-payments/...`), speaking
 * Accept Hosted's protocol: the portal posts a token to it in a frame and hears back by cross-frame messages.
 * Nothing is served unless PAYMENT_PROVIDER is sandbox.
 */
export async function sandboxPaymentPages(app: FastifyInstance): Promise<void> {
  if (app.ctx.config.PAYMENT_PROVIDER !== 'sandbox') return;
  const { pool } = app.ctx;

  // Only these pages read forms; the API stays JSON-only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', sandboxPagePolicy);
  });
  const html = (reply: FastifyReply, status: number, text: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(text);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // Only the error itself is logged: the form it came with may hold a card number.
    if (status === 500) request.log.error({ err: error }, 'sandbox payment page failed');
    return html(reply, status, errorPage('The payment could not be taken.', rootOf(request)));
  });

  for (const [name, type] of Object.entries(assets)) {
    const text = await readFile(new URL(`./sandbox-assets/${name}`, import.meta.url), 'utf8');
    app.get(`/sandbox-payments/${name}`, async (_request, reply) =>
      reply.type(type).header('cache-control', 'no-cache').send(text),
    );
  }

  // The portal's hidden form posts the token here, into the frame.
  app.post('/sandbox-payments/payment', async (request, reply) => {
    const state = await readToken(pool, fieldOf(request.body, 'token'));
    if (!state.ok) return html(reply, 400, errorPage(tokenMessages[state.reason], rootOf(request)));
    return html(reply, 200, paymentForm(state.token, rootOf(request)));
  });

  // Pay: the page's own form. A number or date the provider refuses shows the form again and records nothing.
  app.post('/sandbox-payments/payment/submit', async (request, reply) => {
    const root = rootOf(request);
    const state = await readToken(pool, fieldOf(request.body, 'token'));
    if (!state.ok) return html(reply, 400, errorPage(tokenMessages[state.reason], root));
    const entry = {
      cardNumber: fieldOf(request.body, 'cardNumber'),
      expiry: fieldOf(request.body, 'expiry'),
      cvv: fieldOf(request.body, 'cvv'),
      zip: fieldOf(request.body, 'zip'),
    };
    const check = checkCard(entry);
    if (!check.ok)
      return html(reply, 400, paymentForm(state.token, root, check.message, { expiry: entry.expiry, zip: entry.zip }));
    const transaction = await recordTransaction(pool, state.token.token, check);
    if (!transaction) return html(reply, 400, errorPage(tokenMessages.used, root));
    const response = transactResponse(transaction, state.token, check.accountType);
    return html(reply, 200, resultPage(transaction.approved, transaction.message, response, root));
  });
}
