import type { ComponentType } from 'react';

/** The side navigation's groups, in the spec's order (002 §2.4). */
export const controlPanelGroups = ['feeStructure', 'accountAdmin', 'userAdmin', 'webPages', 'technical'] as const;
export type ControlPanelGroup = (typeof controlPanelGroups)[number];

/** One entry of the control panel's side navigation (002 §2.4): where it lives, what it is called, what it shows. */
export type ControlPanelScreen = {
  /** The spec's path under /controlPanel: 'alacarterates', 'homeNotableDates'. */
  path: string;
  /** The catalog key of its name, in the side navigation and as the screen's heading. */
  label: string;
  /** The screen (React.lazy, so a section's code loads when it is opened). */
  screen: ComponentType;
  /** Shown to TRIMIN only (the Technical group). */
  triminOnly?: boolean;
};
