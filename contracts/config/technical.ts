import { z } from 'zod/v4';
import { flag, note } from './fields';

export const efileSchema = z.object({
  efile: flag(),
  efileCountyNote: note(),
  acknowledgement: flag(),
  acknowledgementStatement: note(),
});

export const languagesSchema = z.object({ languages: flag() });
