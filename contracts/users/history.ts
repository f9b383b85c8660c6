import { z } from 'zod';

/** A value as the history shows it: what an event carried, flattened to text, a number, a flag or nothing. */
export const historyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

/** One field an event changed: its name (dotted inside an object: `access.DOCUMENT_NUMBER`), before and after. */
export const historyChangeSchema = z.object({
  field: z.string(),
  from: historyValueSchema,
  to: historyValueSchema,
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/**
 * One change of a user or an account, from its event stream: which event, when the log recorded it, who caused
 * it (a user, or a system process such as the importer), from which address, and what it changed.
 */
export const historyEntrySchema = z.object({
  /** The event's stream position: 1 is the first event of the user or account. */
  id: z.number().int().positive(),
  type: z.string(),
  at: z.string(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  system: z.string().nullable(),
  sourceIp: z.string().nullable(),
  /** Why, where the event says: manager, account, loginAttempts, purge... */
  reason: z.string().nullable(),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
