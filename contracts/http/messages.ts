import { declare } from '../message';
/** The HTTP layer's messages the portal shows (services/platform/http/errors.ts sends them). */
export const httpMessages = {
  /** A write lost a race with another one (409). */
  conflict: declare('HTTP_CONFLICT', 'This was changed by someone else at the same moment. Please try again.'),
  noRoute: declare(
    'HTTP_NO_ROUTE',
    ({ method, path }: { method: string; path: string }) => `There is no ${method} ${path}.`,
  ),
  unexpected: declare('HTTP_UNEXPECTED', 'An unexpected error has occurred.'),
  /** A request Fastify refused for a reason of its own (its detail goes to the log). */
  refused: declare('HTTP_REFUSED', 'The request cannot be accepted.'),
  partNotValid: declare('HTTP_PART_NOT_VALID', ({ part }: { part: string }) => `The request ${part} is not valid.`),
  /** A field zod refused with a rule that names no message of its own. */
  fieldNotValid: declare('HTTP_FIELD_NOT_VALID', 'This value is not valid.'),
  bodyUnreadable: declare('HTTP_BODY_UNREADABLE', 'The request body could not be read.'),
  bodyTooLarge: declare('HTTP_BODY_TOO_LARGE', 'The request body is too large.'),
  mediaType: declare('HTTP_MEDIA_TYPE', 'The request content type is not supported.'),
  emptyBody: declare('HTTP_EMPTY_BODY', 'The request body is empty.'),
  invalidJson: declare('HTTP_INVALID_JSON', 'The request body is not valid JSON.'),
  contentLength: declare('HTTP_CONTENT_LENGTH', 'The request content length does not match its body.'),
  nul: declare('HTTP_NUL', 'Text may not contain the NUL character.'),
  tooDeep: declare('HTTP_TOO_DEEP', 'The request is nested too deeply.'),
  loginRequired: declare('HTTP_LOGIN_REQUIRED', 'Please log in.'),
  csrfRefused: declare('HTTP_CSRF_REFUSED', 'This request could not be verified. Reload the page and try again.'),
  noAccess: declare('HTTP_NO_ACCESS', 'You do not have access to this.'),
  notReady: declare('HTTP_NOT_READY', 'Not ready: a service it needs does not answer.'),
  stalled: declare(
    'HTTP_STALLED',
    ({ projections }: { projections: string }) => `Not ready: ${projections} stopped moving while events wait for it.`,
  ),
} as const;
