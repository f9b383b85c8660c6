import { z } from 'zod';
import { portalMessages as m } from './messages';

export const clientLogLevels = ['error', 'warn', 'info'] as const;

const text = (max: number) => z.string(m.text.text).max(max, m.max({ max }).text);

/**
 * logReact (000 §7): an entry of the portal's own log, sent to the server's. Unknown keys are refused so
 * the sink stays a log of what the portal means to say, not a store for whatever a page posts.
 */
export const clientLogEntrySchema = z.strictObject({
  level: z.enum(clientLogLevels, m.logLevel.text),
  message: text(2000),
  stack: text(8000).optional(),
  url: text(2000).optional(),
  /** The component or screen that logged it. */
  component: text(200).optional(),
  /** Anything else the portal knows, in words. */
  context: text(2000).optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

/** The largest logReact body the server reads; larger ones get 413 before they are parsed. */
export const CLIENT_LOG_BODY_LIMIT = 16 * 1024;
