import { useTranslation } from 'react-i18next';
import { SideNav } from '../layout/SideNav';
import type { ReportScreen } from './reportScreens';

type Props = { screens: readonly ReportScreen[]; current: string | undefined };

/**
 * The reports the county offers this user (002 §2.2), the one shown marked as the current page; on a phone, one
 * select of the same entries.
 */
export function ReportsNav({ screens, current }: Props) {
  const { t } = useTranslation();
  const entries = screens.map((screen) => ({ path: screen.path, label: t(`reports.titles.${screen.path}`) }));
  return (
    <SideNav
      label={t('reports.nav.label')}
      chooseLabel={t('reports.nav.choose')}
      groups={[{ key: 'reports', entries }]}
      current={current}
      hrefOf={(path) => `/reports/${path}`}
    />
  );
}
