import type { FastifyInstance } from 'fastify';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
/** A card Authorize.Net's sandbox approves, and one it declines (Luhn-valid, not on its list). */
export const approvedCard = { cardNumber: '4111 1111 1111 1111', expiry: `12/${nextYear}`, cvv: '123', zip: '96950' };
export const declinedCard = { ...approvedCard, cardNumber: '4000 0000 0000 0002' };

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * What a customer does in the card frame: the portal's hidden form posts the token to the sandbox page, the
 * customer pays on it; the answer is the transactResponse the page posts to the portal (a JSON string).
 */
export async function payOnSandboxPage(app: FastifyInstance, token: string, card = approvedCard): Promise<string> {
  const page = await postForm(app, '/sandbox-payments/payment', { token });
  if (page.statusCode !== 200) throw new Error(`the payment page answered ${page.statusCode}`);
  const result = await postForm(app, '/sandbox-payments/payment/submit', { token, ...card });
  const attribute = /data-transact-response="([^"]*)"/.exec(result.body)?.[1];
  if (attribute === undefined) throw new Error(`the payment page carries no transactResponse: ${result.body}`);
  return unescape(attribute);
}
