import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index';
import { App } from './App';

// MUI's run-time styles carry the nonce the server put in the page, as its Content-Security-Policy asks.
const styleCache = createCache({
  key: 'mui',
  nonce: document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined,
  prepend: true,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
