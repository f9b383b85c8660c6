import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { useAlert } from '../../components/dialogs/alerts';
import { routerBasePath } from '../../lib/product';
import { forgetSignIn } from '../../lib/session';
import { logout } from './api';

// The dialogs and their forms load when first opened, not with every page.
const ConfirmDialog = lazy(() => import('../../components/dialogs/ConfirmDialog'));
const PasswordDialog = lazy(() => import('./PasswordDialog'));
const ProfileDialog = lazy(() => import('./ProfileDialog'));

type Open = 'none' | 'profile' | 'password' | 'logout';

type Props = {
  user: CurrentUser;
  /** Told when a button is chosen: the phone menu closes (the dialogs stay, since the menu stays mounted). */
  onChoose?: () => void;
};

/** The profile button (not for GUEST) and logout with its Yes/No (000 §2, §4). */
export function AccountMenu({ user, onChoose }: Props) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [open, setOpenDialog] = useState<Open>('none');
  const setOpen = (next: Open) => {
    if (next !== 'none') onChoose?.();
    setOpenDialog(next);
  };

  const signOut = async () => {
    setOpen('none');
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
    <>
      {user.role !== 'GUEST' && (
        <Button startIcon={<Person />} onClick={() => setOpen('profile')}>
          {t('header.profile')}
        </Button>
      )}
      <Button startIcon={<Logout />} onClick={() => setOpen('logout')}>
        {t('header.logout')}
      </Button>
      <Suspense>
        {open === 'logout' && (
          <ConfirmDialog
            open
            title={t('header.logout')}
            question={t('header.logoutQuestion')}
            onYes={signOut}
            onNo={() => setOpen('none')}
          />
        )}
        {open === 'profile' && (
          <ProfileDialog onClose={() => setOpen('none')} onChangePassword={() => setOpen('password')} />
        )}
        {open === 'password' && <PasswordDialog onClose={() => setOpen('none')} onBack={() => setOpen('profile')} />}
      </Suspense>
    </>
  );
}
