import { callForEnvelope } from '../../lib/api';

/** One call of the control panel with the whole envelope back (its message is shown after a save or an action). */
export const panelCall = callForEnvelope;

/** The address of a section's calls: `controlPanel/countyConfig/escrow`, `.../escrow/history`. */
export const sectionPath = (section: string, rest = '') => `controlPanel/countyConfig/${section}${rest}`;
