import MenuIcon from '@mui/icons-material/Menu';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { AccountDialog } from './AccountMenu';

const PhoneMenuPanel = lazy(() => import('./PhoneMenuPanel'));

type Props = { user: CurrentUser | null; efile: boolean; onOpenDialog: (dialog: AccountDialog) => void };

/**
 * The header's navigation and account actions on a phone, behind one Menu button: a panel with the greeting and
 * balance, the navigation, Profile and Logout and the vendor logo. Profile and Logout open the header's dialogs.
 */
export function PhoneMenu({ user, efile, onOpenDialog }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        startIcon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        sx={{ flex: 'none' }}
      >
        {t('headerMenu.menu')}
      </Button>
      {/* Mounted at the first opening (its own chunk) and kept mounted after it. */}
      {opened && (
        <Suspense fallback={null}>
          <PhoneMenuPanel
            user={user}
            efile={efile}
            open={open}
            close={close}
            panelId={panelId}
            titleId={titleId}
            onOpenDialog={onOpenDialog}
          />
        </Suspense>
      )}
    </>
  );
}
