import type { z } from 'zod';
import { accountEventSchema } from './accounts/events';
import { countyConfigEventSchema } from './config/events';
import { demoEventSchema } from './demo/events';
import { recordEventSchema } from './records/events';
import { userEventSchema } from './users/events';

/** Every event the log may hold, by capability; in the tests an append of anything else is refused. */
export const eventSchemas: readonly z.ZodType<{ type: string; data: unknown }>[] = [
  accountEventSchema,
  countyConfigEventSchema,
  demoEventSchema,
  recordEventSchema,
  userEventSchema,
];
