import { z } from 'zod';

/** Who did it, when and from where: carried by every event a request causes (DESIGN §2, audit). */
export const eventMetadataSchema = z.object({
  actor: z.object({ userId: z.string(), username: z.string(), role: z.string().optional() }).optional(),
  sourceIp: z.string().optional(),
  correlationId: z.string().optional(),
  /** Set on events that a system process caused: the importer, a schedule, a worker. */
  system: z.string().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;
