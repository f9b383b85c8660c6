import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope, FieldErrors } from '@landrecords/contracts/envelope';
import { failure } from './envelope';
import type { PageFallback } from './front-end';
import { ConcurrencyError } from '@landrecords/projections/platform/eventstore/index';
import { undeclaredIn } from './envelope-check';
import { RequestValidationError } from './validation';
import { httpMessages } from '@landrecords/contracts/http/messages';
import type { Message } from '@landrecords/contracts/message';

/** An error whose message is meant for the user: answered with its status and message as they are. */
export class UserFacingError extends Error {
  constructor(
    readonly declared: Message,
    readonly statusCode = 400,
  ) {
    super(declared.text);
  }
}

/** What a writer hears when others changed the same thing at the same moment more often than it retried. */
export const conflictMessage = httpMessages.conflict;

const knownClientErrors: Record<string, Message> = {
  FST_ERR_CTP_BODY_TOO_LARGE: httpMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: httpMessages.mediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: httpMessages.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: httpMessages.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: httpMessages.contentLength,
};

/** The status and declared message of an error the caller caused; null for an unexpected one. */
function refusalOf(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: Message; errors?: FieldErrors } | null {
  if (error instanceof RequestValidationError)
    return { status: 400, message: error.declared, errors: error.fieldErrors };
  if (error instanceof UserFacingError) return { status: error.statusCode, message: error.declared };
  if (error instanceof ConcurrencyError) return { status: 409, message: conflictMessage };
  const known = error.code ? knownClientErrors[error.code] : undefined;
  if (known) return { status: error.statusCode ?? 400, message: known };
  // An error of a lower layer that carries its declared message (the username taken, an unreadable body).
  const { declared } = error as { declared?: Message };
  if (declared && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: declared };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'request refused');
    return { status: error.statusCode, message: httpMessages.refused };
  }
  return null;
}

/**
 * Every failure answers in the envelope; unexpected ones say nothing of their cause but a correlation id. An
 * unmatched URL is first offered to `pageFallback` (a front end's page for a deep link), which answers true when
 * it replied.
 */
export function useEnvelopeErrors(app: FastifyInstance, pageFallback: PageFallback = () => false): void {
  if (process.env.NODE_ENV === 'test') {
    // Under test every answer is read back: a message contracts/ does not declare fails the call with a 500.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).includes('json')) return payload;
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        return payload;
      }
      const undeclared = undeclaredIn(body);
      if (undeclared.length > 0) throw new Error(`Undeclared messages answered: ${undeclared.join('; ')}`);
      return payload;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback(request, reply)) return;
    reply.code(404).send(failure(httpMessages.noRoute({ method: request.method, path: request.url.split('?')[0]! })));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = refusalOf(error, request);
    let envelope: Envelope<null> | null = null;
    try {
      if (refusal) envelope = failure(refusal.message, refusal.errors ? { errors: refusal.errors } : {});
    } catch (undeclared) {
      // Under test, a refusal in words contracts/ does not declare is a bug of the server: a 500.
      error = undeclared as FastifyError;
    }
    if (refusal && envelope) return reply.code(refusal.status).send(envelope);
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure(httpMessages.unexpected, { correlationId: String(request.id) }));
  });
}
