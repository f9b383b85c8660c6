import { Box, Container, LinearProgress, Link } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from '../features/header/Header';
import { whenLoginRequired } from '../lib/api/client';
import { loginStatusQuery } from '../lib/session';

/** The frame of every screen: a skip link, the header and navigation, and the screen, at most 2000 px wide. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();

  // 000 §8: a call answered 403 (or LOGIN) sends the user to /login, remembering where they were.
  useEffect(() => {
    whenLoginRequired(() => {
      queryClient.setQueryData(loginStatusQuery.queryKey, null);
      navigate('/login', { state: { from: location } });
    });
  }, [navigate, location, queryClient]);

  return (
    <Box sx={{ maxWidth: 2000, mx: 'auto', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        onClick={(event) => {
          // With <base href>, "#main" would load the base page: move focus here instead.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('layout.skipToMain')}
      </Link>
      <Header />
      {navigation.state === 'loading' && <LinearProgress aria-label={t('common.loading')} />}
      <Container component="main" id="main" tabIndex={-1} maxWidth={false} sx={{ py: 3, flex: 1, outline: 'none' }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Container>
      <ScrollRestoration />
    </Box>
  );
}
