import { Box, Container } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading, TitlePortal } from 'react-admin';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@landrecords/ui/document-title';
import { usesAdministration } from '../providers/authProvider';
import { AdminHeader } from './AdminHeader';
import { currentTab } from './AdminNav';
import { NotAllowed } from './DeadEnd';
import { useShellData } from './useShellData';
import { SkipLink } from '@landrecords/ui/SkipLink';

/**
 * The frame of every screen, as the portal's: a skip link, the county header and top navigation, and the screen,
 * at most 2000 px wide (000 §1). No side menu: the portal has none, and moving between the two is not noticed.
 * A signed-in USER or GUEST who comes here is told the app is not for them and offered the portal.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, userPending, settings } = useShellData();
  const { pathname } = useLocation();
  // "User Manager - <application title>" (WCAG 2.4.2); a screen with a title of its own (Not allowed) names it.
  useDocumentTitle(t(`nav.${currentTab(pathname)}`));
  return (
    <Box sx={{ maxWidth: 2000, mx: 'auto', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink text={t('layout.skipToMain')} />
      <AdminHeader user={user} settings={settings} />
      <Container component="main" id="main" tabIndex={-1} maxWidth={false} sx={{ py: 3, flex: 1, outline: 'none' }}>
        {/* Each screen's heading: react-admin's <Title> (a list's, a form's, a dead end's) is drawn here. */}
        <TitlePortal
          component="h1"
          variant="h5"
          color="textPrimary"
          sx={{ flex: 'none', whiteSpace: 'normal', mb: 2, '&:empty': { display: 'none' } }}
        />
        {userPending ? (
          <Loading />
        ) : usesAdministration(user?.role) ? (
          <Suspense fallback={<Loading />}>{children}</Suspense>
        ) : (
          <NotAllowed />
        )}
      </Container>
    </Box>
  );
}
