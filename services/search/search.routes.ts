import { searchTypes, type SearchType } from '@landrecords/contracts/codes';
import type { FastifyInstance } from 'fastify';
import { paymentMessages as m } from '@landrecords/contracts/payments/messages';
import { failure } from '../platform/http/envelope';
import { metadataOf } from '../platform/http/request-metadata';
import { printSearchResults } from './print';
import { searchRecords } from './search';
import { validateSearch } from './search-request';
import { answerSearch, chargeForSearch, JSON_TYPE } from './search-answer';
import { searchCallerFor } from './search-caller';
import { searchMessages } from '@landrecords/contracts/search/messages';

const isSearchType = (name: string): name is SearchType => (searchTypes as readonly string[]).includes(name);

/**
 * POST search/{searchType} for the fifteen searches (001 §7), and search/{searchType}Print for the PDF of the
 * whole result (up to 1000 rows), saved by the portal as SearchResultsReport.pdf.
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { pool, searchPool } = app.ctx;

  app.post<{ Params: { searchType: string } }>('/search/:searchType', async (request, reply) => {
    const name = request.params.searchType;
    const print = name.endsWith('Print');
    const type = print ? name.slice(0, -'Print'.length) : name;
    if (!isSearchType(type)) return reply.code(404).send(failure(searchMessages.noSuchSearch));
    const caller = await searchCallerFor(request, reply, type);
    if (!caller) return reply;
    const body = print
      ? { ...(request.body as object), pageNumber: -1, batch: undefined, updateHistory: false }
      : request.body;
    const search = validateSearch(type, body, caller);
    if (!print) return reply.type(JSON_TYPE).send(await answerSearch(app.ctx, caller, search, { request }));
    const page = await searchRecords(searchPool, search, caller);
    const charged = await chargeForSearch(app.ctx, caller, search, metadataOf(request));
    if (charged.outcome !== 'FREE' && charged.outcome !== 'CHARGED') {
      const unpaid = charged.outcome === 'INSUFFICIENT' ? m.insufficientFunds : m.preauthorizationNeeded;
      return reply.code(402).send(failure(unpaid));
    }
    const pdf = await printSearchResults(pool, search, page);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'attachment; filename="SearchResultsReport.pdf"')
      .send(Buffer.from(pdf));
  });
}
