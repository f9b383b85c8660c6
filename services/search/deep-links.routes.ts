import type { SearchType } from '@landrecords/contracts/codes';
import type { FastifyInstance } from 'fastify';
import { validateSearch } from './search-request';
import { answerSearch, JSON_TYPE } from './search-answer';
import { searchCallerFor } from './search-caller';
import { searchMessages } from '@landrecords/contracts/search/messages';
import type { Message } from '@landrecords/contracts/message';

/** The deep links of 001 §2.1: another system links to a parcel or a document, and the search runs at once. */
const deepLinks: Array<{ path: string; type: SearchType; criteria: (id: string) => object; notFound: Message }> = [
  {
    path: '/externalsearch/parcelid/:id',
    type: 'searchByParcelId',
    criteria: (id) => ({ parcelId: id, fromRecordedDate: '01/01/1900' }),
    notFound: searchMessages.parcelNotFound,
  },
  {
    path: '/externalsearch/documentnumber/:id',
    type: 'searchByDocumentNumber',
    criteria: (id) => ({ fromDocumentNumber: id }),
    notFound: searchMessages.documentNumberNotFound,
  },
];

export async function deepLinkRoutes(app: FastifyInstance): Promise<void> {
  for (const link of deepLinks) {
    const handler = async (
      request: { params: { id: string } } & Parameters<typeof searchCallerFor>[0],
      reply: Parameters<typeof searchCallerFor>[1],
    ) => {
      const caller = await searchCallerFor(request, reply, link.type);
      if (!caller) return reply;
      const search = validateSearch(link.type, link.criteria(request.params.id), caller);
      return reply
        .type(JSON_TYPE)
        .send(await answerSearch(app.ctx, caller, search, { noRecordsMessage: link.notFound }));
    };
    app.get<{ Params: { id: string } }>(link.path, handler as never);
    app.post<{ Params: { id: string } }>(link.path, handler as never);
  }
}
