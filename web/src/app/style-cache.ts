import createCache from '@emotion/cache';

/**
 * MUI's styles are written at run time; the page's Content-Security-Policy admits them only with the nonce the
 * server put in the page (services/platform/http/front-end.ts).
 */
export const styleCache = createCache({
  key: 'mui',
  nonce: document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined,
  prepend: true,
});
