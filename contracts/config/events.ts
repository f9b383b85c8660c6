import { z } from 'zod';
import { sectionNames, type SectionName, type SectionValues } from './index';

/**
 * A save carries the whole section as validated (amounts in cents), so one event tells what it became. The
 * values are the section schema's output, which its input schema would read again as dollars: they are checked
 * as an object here and by the section's own schema when saved.
 */
export const countyConfigEventSchema = z.object({
  type: z.literal('CountyConfigSectionSaved'),
  data: z.object({
    section: z.enum(sectionNames as [SectionName, ...SectionName[]]),
    values: z.record(z.string(), z.unknown()),
  }),
});
export type CountyConfigSectionSaved<S extends SectionName = SectionName> = {
  type: 'CountyConfigSectionSaved';
  data: { section: S; values: SectionValues<S> };
};
export const countyConfigEventTypes = ['CountyConfigSectionSaved'] as const;
