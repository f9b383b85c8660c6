import type { Role } from '@landrecords/contracts/codes';
import { searchMessages as m } from '@landrecords/contracts/search/messages';
import type { FastifyRequest } from 'fastify';
import { usageBalanceOf } from '../accounts/index';
import type { Queryable } from '@landrecords/projections/platform/database';
import { success } from '../platform/http/envelope';
import { timed } from '../platform/http/server-timing';
import { historyEntry, rememberSearch, searchHistoryOf } from './history';
import { searchRecords } from './search';
import type { ValidSearch } from './search-request';
import type { SearchCaller } from './search-caller';

/** The usage balance from the account's balances the session brought: no query. */
const usageBalance = (caller: SearchCaller) =>
  caller.account ? usageBalanceOf(caller.role as Role, caller.account) : null;

export const JSON_TYPE = 'application/json; charset=utf-8';

export type AnswerOptions = {
  noRecordsMessage?: string;
  /** The call, when its search SQL is to be timed (Server-Timing). */
  request?: FastifyRequest;
};

/**
 * Runs a checked search and answers 001 §3.3: the results, the usage balance and the newest five searches,
 * this one recorded first unless the request says not to (a background batch, a guest). The three are read at
 * once, on connections of their own.
 */
export async function answerSearch(
  { pool: db, searchPool }: { pool: Queryable; searchPool: Queryable },
  caller: SearchCaller,
  search: ValidSearch,
  { noRecordsMessage = m.noRecords, request }: AnswerOptions = {},
) {
  const firstBatch = search.paging.batch === undefined || search.paging.batch === 1;
  const remember = search.paging.updateHistory && firstBatch && caller.role !== 'GUEST';
  const balance = usageBalance(caller);
  const [page, history] = await Promise.all([
    request
      ? timed(request, 'sql', () => searchRecords(searchPool, search, caller))
      : searchRecords(searchPool, search, caller),
    caller.role === 'GUEST'
      ? []
      : remember
        ? rememberSearch(db, caller.userId, historyEntry(search.type, search.criteria, search.paging))
        : searchHistoryOf(db, caller.userId),
  ]);
  const envelope = success(
    {
      searchResults: {
        totalRecordCount: page.totalRecordCount,
        currentRecordCount: page.rows.length,
        truncated: page.truncated,
        timestamp: search.paging.timestamp ?? null,
      },
      usageBalance: balance,
      paymentNeeded: false,
      paymentNeededAgain: false,
      historyResults: { searchHistoryList: history },
    },
    page.totalRecordCount === 0 ? noRecordsMessage : null,
  );
  return withRows(JSON.stringify(envelope), page.rows);
}

/**
 * The envelope's JSON with the result rows put into searchResults as PostgreSQL wrote them: a page of 100
 * results is never parsed and serialised again here.
 */
function withRows(envelope: string, rows: readonly string[]): string {
  const at = envelope.indexOf('"searchResults":{') + '"searchResults":{'.length;
  return `${envelope.slice(0, at)}"searchResultList":[${rows.join(',')}],${envelope.slice(at)}`;
}
