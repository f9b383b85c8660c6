import { searchMessages } from '@landrecords/contracts/search/messages';
import { StatementTimeoutError } from 'slonik';
import { UserFacingError } from '../platform/http/errors';

/**
 * A statement stopped by its timeout. slonik also emits a statement's error on its connection; when nothing
 * listens there Node throws ERR_UNHANDLED_ERROR instead, the statement's error as its context.
 */
const timedOut = (error: unknown) =>
  error instanceof StatementTimeoutError ||
  (error as { context?: unknown } | null)?.context instanceof StatementTimeoutError;

/**
 * The statements of `search` run on the search pool, whose connections stop each at SEARCH_TIME_LIMIT_MS (set
 * once when a connection opens, so it costs a search nothing). A search that needs longer holds a connection and
 * a core every other search is waiting for: it answers 503 with the message to narrow it.
 */
export async function withinTimeLimit<T>(search: Promise<T>): Promise<T> {
  try {
    return await search;
  } catch (error) {
    if (timedOut(error)) throw new UserFacingError(searchMessages.searchTooLong, 503);
    throw error;
  }
}
