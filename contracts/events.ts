import type { z } from 'zod';
import { accountEventSchema } from './accounts/events';
import { alertEventSchema } from './alerts/events';
import { billingRunEventSchema } from './billing/events';
import { countyConfigEventSchema } from './config/events';
import { demoEventSchema } from './demo/events';
import { efileEventSchema } from './efile/events';
import { efileUploadEventSchema } from './efile/upload';
import { landLinkEventSchema } from './landlink/events';
import { recordEventSchema } from './records/events';
import { userEventSchema } from './users/events';

/** Every event the log may hold, by capability; in the tests an append of anything else is refused. */
export const eventSchemas: readonly z.ZodType<{ type: string; data: unknown }>[] = [
  accountEventSchema,
  alertEventSchema,
  billingRunEventSchema,
  countyConfigEventSchema,
  demoEventSchema,
  efileEventSchema,
  efileUploadEventSchema,
  landLinkEventSchema,
  recordEventSchema,
  userEventSchema,
];
