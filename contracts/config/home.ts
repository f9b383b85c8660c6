import { z } from 'zod';
import { lockoutStateSchema } from './portal-settings';

export const tableSchema = z.object({ headings: z.array(z.string()), rows: z.array(z.array(z.string())) });
export type Table = z.infer<typeof tableSchema>;

const paragraphsOf = <Row extends z.ZodType>(row: Row) => z.object({ paragraphs: z.array(row) });

/** home/all's content (000 §3 Home content): the cards the county selected and what they show. */
export const homeContentSchema = z.object({
  selections: z.object({
    contactUs: z.boolean(),
    disclaimer: z.boolean(),
    disclaimerNote: z.string(),
    latestNews: z.boolean(),
    latestNewsMore: z.boolean(),
    links: z.boolean(),
    linksMore: z.boolean(),
    loginSlides: z.boolean(),
    notableDates: z.boolean(),
    transactions: z.boolean(),
    propertyAlerts: z.boolean(),
  }),
  numberOfSlides: z.object({ numberOfSlides: z.number() }),
  common: z.object({
    appTitle: z.string(),
    countyName: z.string(),
    contactName: z.string(),
    contactTitle: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
  }),
  notableDates: tableSchema,
  transactionTotals: tableSchema,
  links: paragraphsOf(z.object({ description: z.string(), url: z.string() })),
  latestNews: paragraphsOf(z.object({ heading: z.string(), paragraphContent: z.string() })),
  lockout: lockoutStateSchema,
});
export type HomeContent = z.infer<typeof homeContentSchema>;
