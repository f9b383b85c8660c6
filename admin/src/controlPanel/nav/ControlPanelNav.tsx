import { useTranslation } from 'react-i18next';
import { SideNav } from '../../layout/SideNav';
import type { NavGroup } from './navGroups';

type Props = { groups: NavGroup[]; current: string | undefined };

/**
 * The control panel's side navigation (002 §2.4) in its groups; the screen shown is marked as the current page.
 * On a phone, one select of the same entries in the same groups.
 */
export function ControlPanelNav({ groups, current }: Props) {
  const { t } = useTranslation();
  const sideGroups = groups.map(({ group, screens }) => ({
    key: group,
    label: t(`controlPanel.nav.groups.${group}`),
    entries: screens.map((screen) => ({ path: screen.path, label: t(screen.label) })),
  }));
  return (
    <SideNav
      label={t('controlPanel.nav.label')}
      chooseLabel={t('controlPanel.nav.choose')}
      groups={sideGroups}
      current={current}
      hrefOf={(path) => `/controlPanel/${path}`}
    />
  );
}
