import { countyConfigSections, type SectionName, type SectionValues } from '@landrecords/contracts/config/index';
import type { CountyConfigSectionSaved } from './config.events';

/**
 * A save (pure): the whole section as the form made it, except the fields a form cannot set, which keep their
 * current values. Always one event, even when nothing differs: the history shows every Submit.
 */
export function decideSave<S extends SectionName>(
  section: S,
  current: SectionValues<S>,
  values: SectionValues<S>,
): [CountyConfigSectionSaved<S>] {
  const saved: Record<string, unknown> = { ...values };
  for (const field of countyConfigSections[section].readOnly)
    saved[field] = (current as Record<string, unknown>)[field];
  return [{ type: 'CountyConfigSectionSaved', data: { section, values: saved as SectionValues<S> } }];
}
