import { Box, Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from '../features/header/Header';
import { whenLoginRequired } from '../lib/api/client';
import { loginStatusQuery } from '../lib/session';
import { SkipLink } from '@landrecords/ui/SkipLink';

// Shown only while a screen's code loads: loaded after the first paint, not with it (the initial script budget).
const loadProgress = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadProgress);

/** The frame of every screen: a skip link, the header and navigation, and the screen, at most 2000 px wide. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();

  useEffect(() => void loadProgress(), []);

  // 000 §8: a call answered 403 (or LOGIN) sends the user to /login, remembering where they were.
  useEffect(() => {
    whenLoginRequired(() => {
      queryClient.setQueryData(loginStatusQuery.queryKey, null);
      navigate('/login', { state: { from: location } });
    });
  }, [navigate, location, queryClient]);

  return (
    <Box sx={{ maxWidth: 2000, mx: 'auto', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink text={t('layout.skipToMain')} />
      <Header />
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <LinearProgress aria-label={t('common.loading')} />
        </Suspense>
      )}
      <Container component="main" id="main" tabIndex={-1} maxWidth={false} sx={{ py: 3, flex: 1, outline: 'none' }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Container>
      <ScrollRestoration />
    </Box>
  );
}
