import Close from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
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
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '85vw' } },
      }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('headerMenu.menu')}
        </Typography>
        <IconButton onClick={close} aria-label={t('headerMenu.close')}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      {user && (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography component="p">
            {t('header.hello', { name: `${user.firstName} ${user.lastName}`.trim() })}
          </Typography>
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
      <Box
        component="img"
        src="powered-by.svg"
        alt={t('header.poweredBy')}
        sx={{ height: 32, width: 'auto', alignSelf: 'flex-start', m: 2, mt: 'auto' }}
      />
    </Drawer>
  );
}
