import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertProvider } from '../components/dialogs/alerts';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { styleCache } from './style-cache';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CacheProvider value={styleCache}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <AlertProvider>{children}</AlertProvider>
          </ThemeProvider>
        </CacheProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
