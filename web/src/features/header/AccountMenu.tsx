import Logout from '@mui/icons-material/Logout';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { useAlert } from '../../components/dialogs/alerts';
import { routerBasePath } from '../../lib/product';
import { forgetSignIn, usePortalSettings } from '../../lib/session';
import { logout } from './api';

// The dialogs and their forms load when first opened, not with every page.
const ConfirmDialog = lazy(() => import('../../components/dialogs/ConfirmDialog'));
const PasswordDialog = lazy(() => import('./PasswordDialog'));
const ProfileDialog = lazy(() => import('./ProfileDialog'));

export type AccountDialog = 'none' | 'profile' | 'password' | 'logout';

/**
 * The profile button (not for GUEST) and logout (000 §2): each opens its dialog in AccountDialogs. Ours: the link to
 * the purchased documents and My property alerts (not for GUEST); following one closes the phone menu as a dialog's
 * button does.
 */
export function AccountMenu({ user, onOpen }: { user: CurrentUser; onOpen: (dialog: AccountDialog) => void }) {
  const { t } = useTranslation();
  const { data: settings } = usePortalSettings();
  return (
    <>
      {user.role !== 'GUEST' && (
        <Button startIcon={<Person />} onClick={() => onOpen('profile')}>
          {t('header.profile')}
        </Button>
      )}
      {user.role !== 'GUEST' && (
        <Button component={RouterLink} to="/purchases" startIcon={<ReceiptLong />} onClick={() => onOpen('none')}>
          {t('purchases.menuLink')}
        </Button>
      )}
      {user.role !== 'GUEST' && settings?.propertyAlerts && (
        <Button
          component={RouterLink}
          to="/alerts/mine"
          startIcon={<NotificationsActive />}
          onClick={() => onOpen('none')}
        >
          {t('propertyAlerts.menuLink')}
        </Button>
      )}
      <Button startIcon={<Logout />} onClick={() => onOpen('logout')}>
        {t('header.logout')}
      </Button>
    </>
  );
}

/**
 * The profile, password and logout dialogs (000 §2, §4). They live in the header itself, not beside the buttons:
 * the buttons move between the wide header and the phone menu when the window crosses the phone width (a
 * rotated tablet), and an open dialog, with what was typed in it, must not go with them.
 */
export function AccountDialogs({ open, onChange }: { open: AccountDialog; onChange: (dialog: AccountDialog) => void }) {
  const { t } = useTranslation();
  const showAlert = useAlert();

  const signOut = async () => {
    onChange('none');
    try {
      await logout();
    } catch {
      await showAlert({ message: t('header.logoutFailed') });
      return;
    }
    forgetSignIn();
    // 000 §4: every store starts afresh, as after signing in: a full load of /login.
    window.location.assign(`${routerBasePath().replace(/\/$/, '')}/login`);
  };

  return (
    <Suspense>
      {open === 'logout' && (
        <ConfirmDialog
          open
          title={t('header.logout')}
          question={t('header.logoutQuestion')}
          onYes={signOut}
          onNo={() => onChange('none')}
        />
      )}
      {open === 'profile' && (
        <ProfileDialog onClose={() => onChange('none')} onChangePassword={() => onChange('password')} />
      )}
      {open === 'password' && <PasswordDialog onClose={() => onChange('none')} onBack={() => onChange('profile')} />}
    </Suspense>
  );
}
