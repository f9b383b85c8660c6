import { Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountyBanner, greetingName } from '@landrecords/ui/header/CountyBanner';
import { HeaderBar } from '@landrecords/ui/header/HeaderBar';
import { setApplicationTitle } from '@landrecords/ui/document-title';
import { useCurrentUser, usePortalSettings } from '../../lib/session';
import { AccountDialogs, AccountMenu, type AccountDialog } from './AccountMenu';
import { LockoutHeadline } from '@landrecords/ui/header/LockoutHeadline';
import { PhoneMenu } from './PhoneMenu';
import { TopNav } from './TopNav';
import { OpenTopUpContext, useTopUpHost } from './top-up-host';
import { UsageBalanceView } from './UsageBalanceView';

/**
 * The header of 000 §2: county, title, vendor logo, greeting, balance, profile and logout, the navigation. On a
 * phone, all but the county and title go behind a Menu button, so the header keeps to one short bar. Its frame
 * is ui/'s, which the administration app draws too.
 */
export function Header() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { data: settings } = usePortalSettings();
  const { data: user } = useCurrentUser();
  const [dialog, setDialog] = useState<AccountDialog>('none');
  const topUp = useTopUpHost();
  // The browser's title is the county's application title (000 §1: 'Land Record Portal' unless changed).
  useEffect(() => {
    if (settings?.appTitle) setApplicationTitle(settings.appTitle);
  }, [settings?.appTitle]);
  const efile = settings?.efile ?? false;
  return (
    <OpenTopUpContext.Provider value={topUp.open}>
      <HeaderBar
        compact={phone}
        banner={
          <CountyBanner
            countyName={settings?.countyName}
            appTitle={settings?.appTitle ?? t('app.title')}
            compact={phone}
          />
        }
        account={
          user && (
            <>
              <Typography component="p">{t('header.hello', { name: greetingName(user) })}</Typography>
              {user.usageBalance && <UsageBalanceView user={user} balance={user.usageBalance} />}
              <AccountMenu user={user} onOpen={setDialog} />
            </>
          )
        }
        logo={{ src: 'powered-by.svg', alt: t('header.poweredBy') }}
        notice={settings?.lockout.lockoutInPlace && <LockoutHeadline text={settings.lockout.messageHeadline} />}
        nav={<TopNav user={user ?? null} efile={efile} />}
        menu={<PhoneMenu user={user ?? null} efile={efile} onOpenDialog={setDialog} />}
      />
      {/* Beside the bar, at one place in the tree whichever bar shows: an open dialog outlives the switch. */}
      {user && <AccountDialogs open={dialog} onChange={setDialog} />}
      {user && topUp.dialogs}
    </OpenTopUpContext.Provider>
  );
}
