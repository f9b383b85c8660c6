import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './envelope';
import type { PageFallback } from './front-end';
import { ConcurrencyError } from '@landrecords/projections/platform/eventstore/index';
import { RequestValidationError } from './validation';
import { httpMessages } from '@landrecords/contracts/http/messages';

/** An error whose message is meant for the user: answered with its status and message as they are. */
export class UserFacingError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/** What a writer hears when others changed the same thing at the same moment more often than it retried. */
export const conflictMessage = httpMessages.conflict;

const knownClientErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request content type is not supported.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request content length does not match its body.',
};

/**
 * Every failure answers in the envelope; unexpected ones say nothing of their cause but a correlation id. An
 * unmatched URL is first offered to `pageFallback` (a front end's page for a deep link), which answers true when
 * it replied.
 */
export function useEnvelopeErrors(app: FastifyInstance, pageFallback: PageFallback = () => false): void {
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback(request, reply)) return;
    reply.code(404).send(failure(`There is no ${request.method} ${request.url.split('?')[0]}.`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(failure(error.message, { errors: error.fieldErrors }));
    }
    if (error instanceof UserFacingError) return reply.code(error.statusCode).send(failure(error.message));
    if (error instanceof ConcurrencyError) return reply.code(409).send(failure(conflictMessage));
    if (error.code && knownClientErrors[error.code]) {
      return reply.code(error.statusCode ?? 400).send(failure(knownClientErrors[error.code]!));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(failure(error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure('An unexpected error has occurred.', { correlationId: String(request.id) }));
  });
}
