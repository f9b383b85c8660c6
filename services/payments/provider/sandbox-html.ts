/** The sandbox hosted page's HTML: no inline script or style (its CSP forbids them), labels tied to inputs. */
import { formatDollars } from '@landrecords/contracts/money';
import type { SandboxToken } from './sandbox-provider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Layout = {
  title: string;
  /** From the page's address to /sandbox-payments/ (relative, so a proxy's path prefix keeps working). */
  root: string;
  body: string;
  /** What accept.js posts to the frame's parent once loaded: the transactResponse, as a JSON string. */
  transactResponse?: string;
};

function page({ title, root, body, transactResponse }: Layout): string {
  const response = transactResponse === undefined ? '' : ` data-transact-response="${escapeHtml(transactResponse)}"`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${root}sandbox.css">
<script src="${root}accept.js" defer></script>
</head>
<body data-sandbox-payment="1"${response}>
<main>
${body}
</main>
</body>
</html>
`;
}

const cancelButton = '<button type="button" data-action="cancel">Cancel</button>';

export type FormValues = { expiry?: string; zip?: string };

/** The card form. After a refused entry it says why; the card number and the card code are never filled in again. */
export function paymentForm(token: SandboxToken, root: string, error?: string, values: FormValues = {}): string {
  const described = error ? ' aria-describedby="payment-error" aria-invalid="true"' : '';
  const field = (id: string, label: string, attributes: string) =>
    `<p><label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes}></p>`;
  const title = token.kind === 'authOnly' ? 'Card authorization' : 'Card payment';
  return page({
    title,
    root,
    body: `<h1>${title}</h1>
<p class="notice">Test payment page: no card is charged. Use one of Authorize.Net's sandbox test card numbers.</p>
<dl class="order">
<dt>Amount</dt><dd>${formatDollars(token.amountCents)}</dd>
<dt>For</dt><dd>${escapeHtml(token.description)}</dd>
</dl>
${error ? `<p class="error" id="payment-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${root}payment/submit">
<input type="hidden" name="token" value="${escapeHtml(token.token)}">
${field('cardNumber', 'Card number', `type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${described}`)}
${field('expiry', 'Expiry (MM/YY)', `type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" required value="${escapeHtml(values.expiry ?? '')}"`)}
${field('cvv', 'CVV', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
${field('zip', 'ZIP', `type="text" autocomplete="postal-code" maxlength="10" value="${escapeHtml(values.zip ?? '')}"`)}
<p class="buttons"><button type="submit">Pay</button> ${cancelButton}</p>
</form>`,
  });
}

/** The answer to a payment: accept.js hands the response to the portal that frames this page. */
export function resultPage(approved: boolean, message: string, transactResponse: string, root: string): string {
  const title = approved ? 'Payment approved' : 'Payment declined';
  return page({
    title,
    root,
    transactResponse,
    body: `<h1>${title}</h1>\n<p role="status">${escapeHtml(message)}</p>`,
  });
}

/** A page that cannot take a payment: an unusable token, or a request it cannot read. */
export function errorPage(message: string, root: string): string {
  return page({
    title: 'Payment unavailable',
    root,
    body: `<h1>Payment unavailable</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>Close this window and start the payment again.</p>
<p class="buttons">${cancelButton}</p>`,
  });
}
