import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createRouter } from './app/router';
import { startI18n } from './lib/i18n';
import { startClientLog } from './lib/client-log';
import { loadProduct } from './lib/product';
import { queryClient } from './lib/query-client';
import { loginStatusQuery, portalSettingsQuery } from './lib/session';

startClientLog();
await Promise.all([loadProduct(), startI18n()]);
// The header and the login form depend on these: read before the first paint, so nothing moves when they arrive.
await Promise.allSettled([queryClient.prefetchQuery(portalSettingsQuery), queryClient.prefetchQuery(loginStatusQuery)]);

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser, not in one long task (a slow phone's CPU).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  ),
);
