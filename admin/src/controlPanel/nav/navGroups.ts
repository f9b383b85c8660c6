import type { Role } from '@landrecords/contracts/codes';
import { accountAdminScreens } from '../accountAdmin';
import { feeStructureScreens } from '../feeStructure';
import { controlPanelGroups, type ControlPanelGroup, type ControlPanelScreen } from '../screens';
import { technicalScreens } from '../technical';
import { userAdminScreens } from '../userAdmin';
import { webPagesScreens } from '../webPages';

export type NavGroup = { group: ControlPanelGroup; screens: ControlPanelScreen[] };

const screensOf: Record<ControlPanelGroup, ControlPanelScreen[]> = {
  feeStructure: feeStructureScreens,
  accountAdmin: accountAdminScreens,
  userAdmin: userAdminScreens,
  webPages: webPagesScreens,
  technical: technicalScreens,
};

/** Every screen of the control panel, in the side navigation's order. */
export const allScreens: ControlPanelScreen[] = controlPanelGroups.flatMap((group) => screensOf[group]);

/** May this role open this screen? The Technical group, and any screen marked so, are TRIMIN's only (002 §2.4). */
export const mayOpen = (role: Role | undefined, group: ControlPanelGroup, screen: ControlPanelScreen) =>
  role === 'TRIMIN' || (group !== 'technical' && !screen.triminOnly);

export const groupOf = (screen: ControlPanelScreen): ControlPanelGroup =>
  controlPanelGroups.find((group) => screensOf[group].includes(screen)) ?? 'technical';

/** The side navigation's groups for this role, in the spec's order; a group with nothing to show is left out. */
export function navGroups(role: Role | undefined): NavGroup[] {
  return controlPanelGroups
    .map((group) => ({ group, screens: screensOf[group].filter((screen) => mayOpen(role, group, screen)) }))
    .filter(({ screens }) => screens.length > 0);
}
