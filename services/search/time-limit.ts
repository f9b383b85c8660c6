import { searchMessages } from '@landrecords/contracts/search/messages';
import { StatementTimeoutError } from 'slonik';
import type { Queryable } from '@landrecords/projections/platform/database';
import { UserFacingError } from '../platform/http/errors';

/**
 * A statement stopped by its timeout. slonik also emits a statement's error on its connection; when nothing
 * listens there Node throws ERR_UNHANDLED_ERROR instead, the statement's error as its context.
 */
const timedOut = (error: unknown) =>
  error instanceof StatementTimeoutError ||
  (error as { context?: unknown } | null)?.context instanceof StatementTimeoutError;

/** Runs a search's statements, each stopped at the time limit. */
export type TimeLimited = <T>(run: (db: Queryable) => Promise<T>) => Promise<T>;

/**
 * The statements of `run` on the search pool, whose connections stop every statement at SEARCH_TIME_LIMIT_MS
 * (set once when a connection opens, so it costs a search nothing). A search that needs longer holds a
 * connection and a core every other search is waiting for: it answers 503 with the message to narrow it.
 */
export const withinTimeLimit =
  (searchPool: Queryable): TimeLimited =>
  async (run) => {
    try {
      return await run(searchPool);
    } catch (error) {
      if (timedOut(error)) throw new UserFacingError(searchMessages.searchTooLong, 503);
      throw error;
    }
  };
