import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { Title, usePermissions } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { Role } from '@landrecords/contracts/codes';
import { useDocumentTitle } from '@landrecords/ui/document-title';
import { NotAllowed } from '../layout/DeadEnd';
import { allScreens, groupOf, mayOpen } from './nav/navGroups';
import { defaultSection, selectSection, selectedSection } from './nav/selectedSection';
import type { ControlPanelScreen } from './screens';

/** Screens that draw their own heading (react-admin's list of accounts). */
const ownHeading = new Set(['accounts']);

/** One screen of the side navigation at its path: its heading, remembered as the selected section. */
export function ControlPanelScreenRoute({ entry }: { entry: ControlPanelScreen }) {
  const { t } = useTranslation();
  const { permissions: role } = usePermissions<Role>();
  const allowed = mayOpen(role, groupOf(entry), entry);
  const label = t(entry.label);
  useDocumentTitle(allowed && !ownHeading.has(entry.path) ? label : null);
  useEffect(() => {
    if (allowed) selectSection(entry.path);
  }, [allowed, entry.path]);
  if (!allowed) return <NotAllowed />;
  const Screen = entry.screen;
  return (
    <>
      {ownHeading.has(entry.path) ? null : <Title title={label} />}
      <Screen />
    </>
  );
}

/**
 * /controlPanel and any path under it that matches nothing: the selected section (the last one opened in this
 * tab), by default Home - Notable Dates (002 §2.4).
 */
export function SelectedSection() {
  const { t } = useTranslation();
  const { permissions: role } = usePermissions<Role>();
  const openable = allScreens.filter((screen) => mayOpen(role, groupOf(screen), screen));
  const entry =
    openable.find((screen) => screen.path === selectedSection()) ??
    openable.find((screen) => screen.path === defaultSection) ??
    openable[0];
  if (!entry) return <Typography>{t('controlPanel.nav.nothing')}</Typography>;
  return <ControlPanelScreenRoute key={entry.path} entry={entry} />;
}
