import { searchTypes, type Role, type SearchType } from '@landrecords/contracts/codes';
import { searchMessages as m } from '@landrecords/contracts/search/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccount } from '../accounts/account.queries';
import { loginRequired, requireSession } from '../auth/session.plugin';
import { usageBalanceOf } from '../auth/usage-balance';
import type { Queryable } from '../platform/database';
import { failure, success } from '../platform/http/envelope';
import { historyEntry, rememberSearch, searchHistoryOf } from './history';
import { printSearchResults } from './print';
import { searchRecords, validateSearch } from './search';
import { searchCallerOf, type SearchCaller } from './search-caller';

const isSearchType = (name: string): name is SearchType => (searchTypes as readonly string[]).includes(name);

async function usageBalance(db: Queryable, caller: SearchCaller) {
  if (caller.role === 'TRIMIN' || caller.role === 'COUNTY' || caller.role === 'GUEST') return null;
  const account = await findAccount(db, caller.accountId);
  return account ? usageBalanceOf(caller.role as Role, account) : null;
}

/** The caller of a search, or the answer that refuses it: signed out (403 LOGIN) or a search not theirs. */
async function callerFor(request: FastifyRequest, reply: FastifyReply, type: SearchType) {
  const caller = await searchCallerOf(request.server.ctx.pool, request.session!);
  if (!caller) return void loginRequired(reply);
  if (!caller.searchList.includes(type)) return void reply.code(403).send(failure(m.notAvailable));
  return caller;
}

/**
 * POST search/{searchType} for the fifteen searches (001 §7), and search/{searchType}Print for the PDF of the
 * whole result. The answer is 001 §3.3: the results, the usage balance, and the newest five searches.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { pool } = app.ctx;

  app.post<{ Params: { searchType: string } }>(
    '/search/:searchType',
    { preHandler: requireSession() },
    async (request, reply) => {
      const name = request.params.searchType;
      const print = name.endsWith('Print');
      const type = print ? name.slice(0, -'Print'.length) : name;
      if (!isSearchType(type)) return reply.code(404).send(failure('There is no such search.'));
      const caller = await callerFor(request, reply, type);
      if (!caller) return reply;
      const body = print ? { ...(request.body as object), pageNumber: -1, batch: undefined, updateHistory: false } : request.body;
      const search = await validateSearch(pool, type, body, caller.viewProtected);
      const page = await searchRecords(pool, search, caller);
      if (print) {
        const pdf = await printSearchResults(pool, search, page);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', 'attachment; filename="SearchResultsReport.pdf"')
          .send(Buffer.from(pdf));
      }
      const firstBatch = search.paging.batch === undefined || search.paging.batch === 1;
      if (search.paging.updateHistory && firstBatch && caller.role !== 'GUEST') {
        await rememberSearch(pool, caller.userId, historyEntry(type, search.criteria, search.paging));
      }
      const [history, balance] = await Promise.all([
        caller.role === 'GUEST' ? [] : searchHistoryOf(pool, caller.userId),
        usageBalance(pool, caller),
      ]);
      return success(
        {
          searchResults: {
            totalRecordCount: page.totalRecordCount,
            currentRecordCount: page.rows.length,
            truncated: page.truncated,
            timestamp: search.paging.timestamp ?? null,
            searchResultList: page.rows,
          },
          usageBalance: balance,
          paymentNeeded: false,
          paymentNeededAgain: false,
          historyResults: { searchHistoryList: history },
        },
        page.totalRecordCount === 0 ? m.noRecords : null,
      );
    },
  );
}
