import { z } from 'zod';

/** The demo county's markers: appended once with what they loaded, so a second start loads nothing again. */
export const demoEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('DemoDataLoaded'), data: z.object({}) }),
  z.object({
    type: z.literal('DemoRecordsLoaded'),
    data: z.object({ records: z.number().int().min(0) }).catchall(z.number().int().min(0)),
  }),
]);
