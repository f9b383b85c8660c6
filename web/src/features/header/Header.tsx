import { AppBar, Box, Stack, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setApplicationTitle } from '../../components/document-title';
import { useCurrentUser, usePortalSettings } from '../../lib/session';
import { AccountDialogs, AccountMenu, type AccountDialog } from './AccountMenu';
import { LockoutHeadline } from './LockoutHeadline';
import { PhoneMenu } from './PhoneMenu';
import { TopNav } from './TopNav';
import { UsageBalanceView } from './UsageBalanceView';

/**
 * The header of 000 §2: county, title, vendor logo, greeting, balance, profile and logout, the navigation. On a
 * phone, all but the county and title go behind a Menu button, so the header keeps to one short bar.
 */
export function Header() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { data: settings } = usePortalSettings();
  const { data: user } = useCurrentUser();
  const [dialog, setDialog] = useState<AccountDialog>('none');
  // Beside the bar, at one place in the tree whichever bar shows: an open dialog outlives the switch.
  const withDialogs = (bar: React.ReactNode) => (
    <>
      {bar}
      {user && <AccountDialogs open={dialog} onChange={setDialog} />}
    </>
  );
  // The browser's title is the county's application title (000 §1: 'Land Record Portal' unless changed).
  useEffect(() => {
    if (settings?.appTitle) setApplicationTitle(settings.appTitle);
  }, [settings?.appTitle]);
  const efile = settings?.efile ?? false;
  if (phone) {
    return withDialogs(
      <AppBar position="static" color="default" elevation={1} component="header">
        <Toolbar sx={{ gap: 1, py: 0.5, minHeight: 56 }}>
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Typography variant="caption" component="p" color="text.secondary" noWrap>
              {settings?.countyName}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 500, lineHeight: 1.2 }} noWrap>
              {settings?.appTitle ?? t('app.title')}
            </Typography>
          </Box>
          <PhoneMenu user={user ?? null} efile={efile} onOpenDialog={setDialog} />
        </Toolbar>
        {settings?.lockout.lockoutInPlace && <LockoutHeadline text={settings.lockout.messageHeadline} />}
      </AppBar>,
    );
  }
  return withDialogs(
    <AppBar position="static" color="default" elevation={1} component="header">
      <Toolbar sx={{ flexWrap: 'wrap', gap: 2, py: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 200 }}>
          <Typography variant="subtitle2" component="p" color="text.secondary">
            {settings?.countyName}
          </Typography>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
            {settings?.appTitle ?? t('app.title')}
          </Typography>
        </Box>
        {user && (
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography component="p">
              {t('header.hello', { name: `${user.firstName} ${user.lastName}`.trim() })}
            </Typography>
            {user.usageBalance && <UsageBalanceView user={user} balance={user.usageBalance} />}
            <AccountMenu user={user} onOpen={setDialog} />
          </Stack>
        )}
        <Box component="img" src="powered-by.svg" alt={t('header.poweredBy')} sx={{ height: 32, width: 'auto' }} />
      </Toolbar>
      {settings?.lockout.lockoutInPlace && <LockoutHeadline text={settings.lockout.messageHeadline} />}
      <TopNav user={user ?? null} efile={efile} />
    </AppBar>,
  );
}
