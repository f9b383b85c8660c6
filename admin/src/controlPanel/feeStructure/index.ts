import { lazy } from 'react';
import type { ControlPanelScreen } from '../screens';

const screen = (path: string, load: () => Promise<{ default: React.ComponentType }>): ControlPanelScreen => ({
  path,
  label: `controlPanel.feeStructure.${path}`,
  screen: lazy(load),
});

/** The feeStructure group's screens, in the side navigation's order (002 §2.4). */
export const feeStructureScreens: ControlPanelScreen[] = [
  screen('alacarterates', () => import('./ALaCarteRates')),
  screen('alacarteratesspecial', () => import('./ALaCarteSpecialRates')),
  screen('creditCardAlternateRates', () => import('./CreditCardAlternateRates')),
  screen('creditCardExtra', () => import('./CreditCardExtra')),
  screen('escrow', () => import('./Escrow')),
  screen('flatFeeRates', () => import('./FlatFeeRates')),
  screen('flatFeeOverride', () => import('./FlatFeeOverride')),
  screen('billingSchedule', () => import('./BillingSchedule')),
];
