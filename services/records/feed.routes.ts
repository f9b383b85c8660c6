import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { feedKeyAccepted } from '@landrecords/projections/config/index';
import { loginRequired } from '../platform/sessions/plugin';
import { metadataOf } from '../platform/http/request-metadata';
import { failure, success } from '../platform/http/envelope';
import { importFeed, type Rejected } from './import/import-feed';

/** A push may carry this much: about 20,000 documents of NDJSON. */
const FEED_BODY_LIMIT = 64 * 1024 * 1024;
export const FEED_KEY_HEADER = 'x-feed-key';

/** The recording system with the county's feed key, or provider staff signed in (DESIGN §3). */
async function feedCaller(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[FEED_KEY_HEADER];
  if (typeof key === 'string' && key !== '') {
    if (await feedKeyAccepted(request.server.ctx.pool, key)) return;
    return reply.code(403).send(failure("The feed key is not the county's."));
  }
  if (!request.session) return loginRequired(reply);
  if (request.session.role !== 'TRIMIN') return reply.code(403).send(failure('You do not have access to this.'));
}

const linesOf = (body: unknown): string[] =>
  typeof body === 'string'
    ? body.split(/\r?\n/)
    : Array.isArray(body)
      ? body.map((record) => JSON.stringify(record))
      : [];

/**
 * POST records/feed: the same lines `npm run import` reads, pushed over HTTP as NDJSON (or a JSON array of
 * records). Good lines go in, bad ones come back with their line number and reason; the same push twice adds
 * nothing.
 */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-ndjson',
    { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post('/records/feed', { onRequest: feedCaller, bodyLimit: FEED_BODY_LIMIT }, async (request, reply) => {
    const lines = linesOf(request.body);
    if (lines.every((line) => line.trim() === '')) {
      return reply.code(400).send(failure('Send the records as NDJSON, one record a line, or as a JSON array.'));
    }
    const rejects: Array<Omit<Rejected, 'line'>> = [];
    const metadata = request.session ? metadataOf(request) : { ...metadataOf(request), system: 'records feed' };
    const counts = await importFeed(app.ctx.pool, lines, metadata, {
      onReject: ({ lineNumber, reason }) => void rejects.push({ lineNumber, reason }),
    });
    const message = counts.rejected > 0 ? `${counts.rejected} of ${counts.read} lines were rejected.` : null;
    return success({ ...counts, rejects: rejects.slice(0, 1000) }, message);
  });
}
