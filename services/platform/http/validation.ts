import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FieldErrors } from '@landrecords/contracts/envelope';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { messageOfText, type Message } from '@landrecords/contracts/message';

/**
 * A request part (body, query, params) that its zod schema rejected; answered 400 with the field errors.
 * The envelope's message is the first of them, in the spec's words ("At least 8 characters long."), so a
 * caller that shows only the message still says what is wrong.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly declared: Message;
  constructor(
    readonly part: string,
    readonly fieldErrors: FieldErrors,
  ) {
    const first = Object.values(fieldErrors)[0]?.[0];
    const declared = (first === undefined ? undefined : messageOfText(first)) ?? httpMessages.partNotValid({ part });
    super(declared.text);
    this.declared = declared;
  }
}

/**
 * zod carries its messages as text: each is a message contracts/ declares (the schemas build theirs from
 * there), found again by its English. A rule that names no message of its own (zod's default English) is
 * answered with a declared one, so the portal can say it in the reader's language.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push((messageOfText(issue.message) ?? httpMessages.fieldNotValid).text);
  }
  return errors;
}

/** Route schemas are zod schemas from contracts/: they validate, and their parsed value replaces the input. */
export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      if (result.success) return { value: result.data };
      return { error: new RequestValidationError(httpPart ?? 'body', fieldErrorsOf(result.error)) };
    };
  });
}

/** Parses with a schema inside a handler, refusing as the route schemas do (400 with the field messages). */
export function parseOrReject<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  part = 'body',
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(part, fieldErrorsOf(result.error));
  return result.data;
}
