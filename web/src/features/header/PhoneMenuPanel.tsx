import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { greetingName } from '@landrecords/ui/header/CountyBanner';
import { MenuDrawer } from '@landrecords/ui/header/MenuDrawer';
import { AccountMenu, type AccountDialog } from './AccountMenu';
import { TopNav } from './TopNav';
import { UsageBalanceView } from './UsageBalanceView';

type Props = {
  user: CurrentUser | null;
  efile: boolean;
  open: boolean;
  close: () => void;
  panelId: string;
  titleId: string;
  onOpenDialog: (dialog: AccountDialog) => void;
};

/** The phone menu's panel: its own chunk (the drawer's modal code is not needed until the menu first opens). */
export default function PhoneMenuPanel({ user, efile, open, close, panelId, titleId, onOpenDialog }: Props) {
  const { t } = useTranslation();
  return (
    <MenuDrawer
      open={open}
      close={close}
      panelId={panelId}
      titleId={titleId}
      title={t('headerMenu.menu')}
      closeLabel={t('headerMenu.close')}
      logo={{ src: 'powered-by.svg', alt: t('header.poweredBy') }}
    >
      {user && (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography component="p">{t('header.hello', { name: greetingName(user) })}</Typography>
          {user.usageBalance && <UsageBalanceView user={user} balance={user.usageBalance} />}
        </Box>
      )}
      <Box sx={{ px: 1, pt: 1 }}>
        <TopNav user={user} efile={efile} direction="column" onNavigate={close} />
      </Box>
      {user && (
        <>
          <Divider />
          <Stack sx={{ px: 1, py: 1, alignItems: 'flex-start' }}>
            <AccountMenu
              user={user}
              onOpen={(dialog) => {
                close();
                onOpenDialog(dialog);
              }}
            />
          </Stack>
        </>
      )}
    </MenuDrawer>
  );
}
