import { z } from 'zod';
import { flag, wholeNumber } from './fields';
import { configMessages as m } from './messages';

export const billingScheduleSchema = z.object({
  automaticBilling: flag(),
  automaticImageRenewal: flag(),
  renewalDay: wholeNumber({ min: 1, max: 28, message: m.renewalDay.text }, 1),
  /** H:MM, 24-hour, in the county's time zone. */
  renewalTime: z
    .string(m.renewalTime.text)
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, m.renewalTime.text)
    .default('0:00'),
  /** When the billing run last ran: the run sets it; a save from the form keeps the stored one. */
  lastRan: z.string().nullable().default(null),
});
