import { AppBar, Box, Stack, Toolbar, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, usePortalSettings } from '../../lib/session';
import { AccountMenu } from './AccountMenu';
import { LockoutHeadline } from './LockoutHeadline';
import { TopNav } from './TopNav';
import { UsageBalanceView } from './UsageBalanceView';

/** The header of 000 §2: county, title, vendor logo, greeting, balance, profile and logout, the navigation. */
export function Header() {
  const { t } = useTranslation();
  const { data: settings } = usePortalSettings();
  const { data: user } = useCurrentUser();
  // The browser's title is the county's application title (000 §1: 'Land Record Portal' unless changed).
  useEffect(() => {
    if (settings?.appTitle) document.title = settings.appTitle;
  }, [settings?.appTitle]);
  return (
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
            <AccountMenu user={user} />
          </Stack>
        )}
        <Box component="img" src="powered-by.svg" alt={t('header.poweredBy')} sx={{ height: 32, width: 'auto' }} />
      </Toolbar>
      {settings?.lockout.lockoutInPlace && <LockoutHeadline text={settings.lockout.messageHeadline} />}
      <TopNav user={user ?? null} efile={settings?.efile ?? false} />
    </AppBar>
  );
}
