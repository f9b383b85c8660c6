import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { NavTabs, type NavTab } from '@landrecords/ui/header/NavTabs';

const paths: Record<string, string> = {
  home: '/home',
  efile: '/efile',
  search: '/search',
};

/** Document 3's screens are the administration app's: a link there loads it at the spec's route (000 §2). */
const adminPaths: Record<string, string> = {
  reports: '/reports',
  userManager: '/userManager',
  controlPanel: '/controlPanel',
};

/**
 * The top navigation (000 §2): the server's tab list for a signed-in user (by role, e-file when offered);
 * home, e-file when offered and search for a visitor.
 */
type Props = {
  user: CurrentUser | null;
  efile: boolean;
  /** 'column' in the phone menu, which closes when a link is followed. */
  direction?: 'row' | 'column';
  onNavigate?: () => void;
};

export function TopNav({ user, efile, direction = 'row', onNavigate }: Props) {
  const { t } = useTranslation();
  const tabs = user ? user.tabList : ['home', ...(efile ? ['efile'] : []), 'search'];
  return (
    <NavTabs
      label={t('nav.label')}
      direction={direction}
      onNavigate={onNavigate}
      tabs={tabs.flatMap((tab): NavTab[] => {
        const label = t(`nav.${tab}`);
        if (paths[tab]) return [{ key: tab, label, link: { component: NavLink, to: paths[tab] } }];
        return adminPaths[tab] ? [{ key: tab, label, link: { href: `/admin/#${adminPaths[tab]}` } }] : [];
      })}
    />
  );
}
