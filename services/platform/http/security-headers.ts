import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../config';

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/**
 * Headers every answer carries. Framing is allowed from the same origin only (the portal frames the sandbox
 * payment page); HSTS once the county serves over https.
 */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=()',
    ...(config.PUBLIC_URL?.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** An API answer is data, never a page: nothing may run in it or frame it. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** A fresh nonce for one page: the styles MUI writes at run time carry it. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The policy of the portal's and the admin app's pages: their own scripts only, styles only with this page's
 * nonce, the card provider's page and script when it is another site.
 */
export function pageContentSecurityPolicy(config: RuntimeConfig, nonce: string): string {
  const payment = [originOf(config.PAYMENT_PAGE_URL), originOf(config.PAYMENT_SCRIPT_URL)].filter(Boolean);
  const self = (...others: string[]) => ["'self'", ...new Set(others.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${self(...payment)}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${self(originOf(config.PUBLIC_URL))}`,
    `frame-src ${self(...payment)}`,
    `form-action ${self(...payment)}`,
    // A report opened as a blob: is shown by the browser's PDF viewer.
    `object-src 'self' blob:`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
  ].join('; ');
}
