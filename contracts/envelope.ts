import { z } from 'zod';
import type { MessageParams } from './message';

/** Field name (dotted path) to the messages for that field. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The envelope every portal call answers with (spec 000 §3). */
export const envelopeSchema = <Content extends z.ZodType>(content: Content) =>
  z.object({
    ok: z.boolean(),
    message: z.string().nullable(),
    /** The message's stable code (contracts/ declares each one): the portal translates by it. */
    code: z.string().optional(),
    /** The values a parameterised message was built from, by name. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    lockout: z.boolean(),
    content: content.nullable(),
    /** On a rejected request body: what is wrong with each field. */
    errors: fieldErrorsSchema.optional(),
    /** On an unexpected error: the id to quote to support; the detail is in the server log under it. */
    correlationId: z.string().optional(),
    /** LOGIN on a 403 that should send the portal to /login (spec 000 §8). */
    status: z.literal('LOGIN').optional(),
  });

export type Envelope<Content = unknown> = {
  ok: boolean;
  message: string | null;
  code?: string;
  params?: MessageParams;
  lockout: boolean;
  content: Content | null;
  errors?: FieldErrors;
  correlationId?: string;
  status?: 'LOGIN';
};
