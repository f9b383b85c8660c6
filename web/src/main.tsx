import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createRouter } from './app/router';
import { startI18n } from './lib/i18n';
import { startClientLog } from './lib/client-log';
import { loadProduct } from './lib/product';

startClientLog();
await Promise.all([loadProduct(), startI18n()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
