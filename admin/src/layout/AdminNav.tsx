import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { NavTabs, type NavTab } from '@landrecords/ui/header/NavTabs';
import { useWaitingCount } from '../efile';
import { portalUrl } from '../lib/product';

/** The tabs that are this app's screens (hash routes); the others are the portal's pages. */
const adminTabs: Record<string, string> = {
  reports: '/reports',
  userManager: '/userManager',
  controlPanel: '/controlPanel',
  auditor: '/auditor',
  efileReview: '/efile/review',
  alerts: '/alerts',
};
/**
 * Beyond the spec's tabs, for county staff after the server's list: the auditor's view (issue 26) and the e-file
 * review (issue 27), the property alerts (issue 29).
 */
const staffTabs = (role: string) =>
  role === 'TRIMIN' || role === 'COUNTY' ? ['auditor', 'efileReview', 'alerts'] : [];
const portalTabs: Record<string, string> = { home: 'home', efile: 'efile', search: 'search' };

/** Which tab a screen of this app belongs to: the control panel's accounts and sections, else the user manager. */
export function currentTab(pathname: string): string {
  if (/^\/(reports)(\/|$)/.test(pathname)) return 'reports';
  if (/^\/(userManager|users)(\/|$)/.test(pathname)) return 'userManager';
  if (/^\/auditor(\/|$)/.test(pathname)) return 'auditor';
  if (/^\/efile\/review(\/|$)/.test(pathname)) return 'efileReview';
  if (/^\/alerts(\/|$)/.test(pathname)) return 'alerts';
  return 'controlPanel';
}

type Props = { user: CurrentUser; direction?: 'row' | 'column'; onNavigate?: () => void };

/** The portal's top navigation (000 §2), the same tabs in the same place: the server's tab list for this user. */
export function AdminNav({ user, direction, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentTab(pathname);
  const waiting = useWaitingCount(user.role);
  /** The e-file review's tab says how many submissions wait (000 §2's tabs are words only). */
  const labelOf = (tab: string) =>
    tab === 'efileReview' && waiting ? t('nav.efileReviewWaiting', { count: waiting }) : t(`nav.${tab}`);
  const tabs = [...user.tabList, ...staffTabs(user.role)].flatMap((tab): NavTab[] => {
    const admin = adminTabs[tab];
    if (admin) return [{ key: tab, label: labelOf(tab), link: { href: `#${admin}` }, current: tab === current }];
    const portal = portalTabs[tab];
    return portal ? [{ key: tab, label: t(`nav.${tab}`), link: { href: portalUrl(portal) } }] : [];
  });
  return <NavTabs label={t('nav.label')} tabs={tabs} direction={direction} onNavigate={onNavigate} />;
}
