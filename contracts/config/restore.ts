import { z } from 'zod';
import { restoreMessages } from './restore-messages';

/** POST controlPanel/countyConfig/{section}/restore: which saved version becomes the section again. */
export const restoreBodySchema = z.object({
  version: z
    .number(restoreMessages.version.text)
    .int(restoreMessages.version.text)
    .min(1, restoreMessages.version.text),
});
