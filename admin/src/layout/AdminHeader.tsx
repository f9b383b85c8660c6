import MenuIcon from '@mui/icons-material/Menu';
import { Box, Button, Divider, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { PortalSettings } from '@landrecords/contracts/config/portal-settings';
import { CountyBanner, greetingName } from '@landrecords/ui/header/CountyBanner';
import { setApplicationTitle } from '@landrecords/ui/document-title';
import { HeaderBar } from '@landrecords/ui/header/HeaderBar';
import { LockoutHeadline } from '@landrecords/ui/header/LockoutHeadline';
import { MenuDrawer } from '@landrecords/ui/header/MenuDrawer';
import { portalUrl } from '../lib/product';
import { AdminNav } from './AdminNav';
import { LogoutButton } from './LogoutButton';
import { UsageBalance } from './UsageBalance';

type Props = { user: CurrentUser | null; settings: PortalSettings | undefined };

/**
 * The portal's header (000 §2) in the administration app, drawn by the same ui/ pieces: county and title, the
 * greeting, Logout, the vendor logo, the county lockout's headline and the top navigation; on a phone, a Menu
 * button holding the rest.
 * (The profile dialog and the balance's Add buttons stay the portal's.)
 */
export function AdminHeader({ user, settings }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const appTitle = settings?.appTitle ?? t('app.title');
  const logo = { src: portalUrl('powered-by.svg'), alt: t('header.poweredBy') };
  // The second half of every document title, as in the portal.
  useEffect(() => setApplicationTitle(appTitle), [appTitle]);
  const greeting = user && <Typography component="p">{t('header.hello', { name: greetingName(user) })}</Typography>;
  const balance = user?.usageBalance && <UsageBalance user={user} balance={user.usageBalance} />;
  return (
    <HeaderBar
      compact={phone}
      banner={<CountyBanner countyName={settings?.countyName} appTitle={appTitle} compact={phone} />}
      account={
        user && (
          <>
            {greeting}
            {balance}
            <LogoutButton />
          </>
        )
      }
      logo={logo}
      notice={settings?.lockout.lockoutInPlace && <LockoutHeadline text={settings.lockout.messageHeadline} />}
      nav={user && <AdminNav user={user} />}
      menu={
        <>
          <Button
            onClick={() => setMenuOpen(true)}
            startIcon={<MenuIcon />}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? panelId : undefined}
            sx={{ flex: 'none' }}
          >
            {t('headerMenu.menu')}
          </Button>
          <MenuDrawer
            open={menuOpen}
            close={() => setMenuOpen(false)}
            panelId={panelId}
            titleId={titleId}
            title={t('headerMenu.menu')}
            closeLabel={t('headerMenu.close')}
            logo={logo}
          >
            {user && (
              <>
                <Box sx={{ px: 2, py: 1.5 }}>
                  {greeting}
                  {balance}
                </Box>
                <Box sx={{ px: 1, pt: 1 }}>
                  <AdminNav user={user} direction="column" onNavigate={() => setMenuOpen(false)} />
                </Box>
                <Divider />
                <Stack sx={{ px: 1, py: 1, alignItems: 'flex-start' }}>
                  <LogoutButton onOpen={() => setMenuOpen(false)} />
                </Stack>
              </>
            )}
          </MenuDrawer>
        </>
      }
    />
  );
}
