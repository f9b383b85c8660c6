import type { Role } from '@landrecords/contracts/codes';
import { searchMessages as m } from '@landrecords/contracts/search/messages';
import type { FastifyRequest } from 'fastify';
import { usageBalanceOf } from '../accounts/index';
import type { Redis } from 'ioredis';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { paymentMessages } from '@landrecords/contracts/payments/messages';
import type { DatabasePool, Queryable } from '@landrecords/projections/platform/database';
import { metadataOf } from '../platform/http/request-metadata';
import { chargeFor, searchDescription, searchRateName, type Charged } from './search-charge';
import { success } from '../platform/http/envelope';
import { timed } from '../platform/http/server-timing';
import { historyEntry, rememberSearch, searchHistoryOf } from './history';
import { searchRecords } from './search';
import type { ValidSearch } from './search-request';
import type { SearchCaller } from './search-caller';
import type { Message } from '@landrecords/contracts/message';

/** The usage balance from the account's balances the session brought: no query. */
const usageBalance = (caller: SearchCaller) =>
  caller.account ? usageBalanceOf(caller.role as Role, caller.account) : null;

export const JSON_TYPE = 'application/json; charset=utf-8';

export type AnswerOptions = {
  noRecordsMessage?: Message;
  /** The call, when its search SQL is to be timed (Server-Timing). */
  request?: FastifyRequest;
};

type Ctx = { pool: DatabasePool; searchPool: Queryable; redis: Redis; config: { QUEUE_PREFIX: string } };

/** What the search costs this caller, charged once the search has answered (a failed search costs nothing). */
export const chargeForSearch = (ctx: Ctx, caller: SearchCaller, search: ValidSearch, metadata: EventMetadata) =>
  chargeFor(
    ctx,
    caller,
    caller.county,
    {
      kind: 'SEARCH',
      rate: searchRateName(search.type),
      key: `${search.type}:${JSON.stringify(search.criteria)}`,
      description: searchDescription(search.type),
    },
    metadata,
  );

/** The balance after a charge, from the state the ledger's decision left (no read again). */
export function balanceAfter(caller: SearchCaller, charged: Charged) {
  if (!charged.account) return usageBalance(caller);
  return usageBalanceOf(caller.role as Role, {
    ...charged.account,
    periodChargesCents: charged.account.unbilledChargesCents,
  });
}

/**
 * Runs a checked search and answers 001 §3.3: the results, the usage balance and the newest five searches,
 * this one recorded first unless the request says not to (a background batch, a guest). The three are read at
 * once, on connections of their own.
 */
export async function answerSearch(
  ctx: Ctx,
  caller: SearchCaller,
  search: ValidSearch,
  { noRecordsMessage = m.noRecords, request }: AnswerOptions = {},
) {
  const { pool: db, searchPool } = ctx;
  const firstBatch = search.paging.batch === undefined || search.paging.batch === 1;
  const remember = search.paging.updateHistory && firstBatch && caller.role !== 'GUEST';
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
  const charged = await chargeForSearch(ctx, caller, search, request ? metadataOf(request) : {});
  const shown = charged.outcome === 'FREE' || charged.outcome === 'CHARGED';
  const envelope = success(
    {
      searchResults: {
        totalRecordCount: shown ? page.totalRecordCount : 0,
        currentRecordCount: shown ? page.rows.length : 0,
        truncated: shown && page.truncated,
        timestamp: search.paging.timestamp ?? null,
      },
      usageBalance: balanceAfter(caller, charged),
      paymentNeeded: charged.outcome === 'PAYMENT_NEEDED',
      paymentNeededAgain: charged.outcome === 'PAYMENT_NEEDED_AGAIN',
      historyResults: { searchHistoryList: history },
    },
    charged.outcome === 'INSUFFICIENT'
      ? paymentMessages.insufficientFunds
      : shown && page.totalRecordCount === 0
        ? noRecordsMessage
        : null,
  );
  return withRows(JSON.stringify(envelope), shown ? page.rows : []);
}

/**
 * The envelope's JSON with the result rows put into searchResults as PostgreSQL wrote them: a page of 100
 * results is never parsed and serialised again here.
 */
function withRows(envelope: string, rows: readonly string[]): string {
  const at = envelope.indexOf('"searchResults":{') + '"searchResults":{'.length;
  return `${envelope.slice(0, at)}"searchResultList":[${rows.join(',')}],${envelope.slice(at)}`;
}
