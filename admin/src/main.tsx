import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider } from './i18n';
import { loadProduct } from './lib/product';

// MUI's run-time styles carry the nonce the server put in the page, as its Content-Security-Policy asks.
const styleCache = createCache({
  key: 'mui',
  nonce: document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined,
  prepend: true,
});

// The API's address comes from product.json before the data provider is made; the catalogs before the first paint.
await loadProduct();
const [i18nProvider, { App }] = await Promise.all([createI18nProvider(), import('./App')]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <App i18nProvider={i18nProvider} />
    </CacheProvider>
  </StrictMode>,
);
