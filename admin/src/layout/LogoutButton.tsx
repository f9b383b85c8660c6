import Logout from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLogout, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** The header's Logout (000 §2) with its Yes/No question: the session ends and the portal's login opens. */
export function LogoutButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        startIcon={<Logout />}
        onClick={() => {
          onOpen?.();
          setAsking(true);
        }}
      >
        {t('header.logout')}
      </Button>
      <Confirm
        isOpen={asking}
        title={t('header.logout')}
        content={t('header.logoutQuestion')}
        confirm={t('ra.message.yes')}
        cancel={t('ra.message.no')}
        onConfirm={() => {
          setAsking(false);
          logout({ signOut: true }).catch(() => notify(t('header.logoutFailed'), { type: 'warning' }));
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
