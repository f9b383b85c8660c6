import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { feedKeyAccepted } from '@landrecords/projections/config/index';
import { loginRequired } from '../platform/sessions/plugin';
import { metadataOf } from '../platform/http/request-metadata';
import { failure, success } from '../platform/http/envelope';
import { bodyLines, FeedBodyTooLarge } from './feed-lines';
import { importFeed, type FeedLine, type ImportCounts, type Rejected } from './import/import-feed';
import { recordMessages as rm } from '@landrecords/contracts/records/messages';
import { httpMessages } from '@landrecords/contracts/http/messages';

/** A push may carry this much: about 20,000 documents of NDJSON. */
const FEED_BODY_LIMIT = 64 * 1024 * 1024;
/** No record comes near this; a longer line is refused as it streams by, never held whole. */
const FEED_LINE_LIMIT = 1024 * 1024;
/** A slow push's records go in once its lines pause this long, rather than wait for a full batch. */
const FEED_IDLE_FLUSH_MS = 100;
/** The rejects an answer lists; the count covers them all. */
const REJECTS_LISTED = 1000;
export const FEED_KEY_HEADER = 'x-feed-key';

/** The recording system with the county's feed key, or provider staff signed in (DESIGN §3). */
async function feedCaller(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[FEED_KEY_HEADER];
  if (typeof key === 'string' && key !== '') {
    if (await feedKeyAccepted(request.server.ctx.pool, key)) return;
    return reply.code(403).send(failure(rm.feedKey));
  }
  if (!request.session) return loginRequired(reply);
  if (request.session.role !== 'TRIMIN') return reply.code(403).send(failure(httpMessages.noAccess));
}

/**
 * An NDJSON body as Fastify hands it over, unread: the stream sits in a private field, where the edge input guard
 * (which walks every parsed body) does not walk into the socket behind it.
 */
class UnreadBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  lines(): AsyncIterable<FeedLine> {
    return bodyLines(this.#stream, { maxBodyBytes: FEED_BODY_LIMIT, maxLineBytes: FEED_LINE_LIMIT });
  }
}

const linesOf = (body: unknown): AsyncIterable<FeedLine> | string[] =>
  body instanceof UnreadBody ? body.lines() : Array.isArray(body) ? body.map((record) => JSON.stringify(record)) : [];

const tooLarge = (reply: FastifyReply) =>
  // The rest of the body is left unread: the connection ends with this answer.
  reply.code(413).header('connection', 'close').send(failure(httpMessages.bodyTooLarge));

/**
 * POST records/feed: the same lines `npm run import` reads, pushed over HTTP as NDJSON (or a JSON array of
 * records). Good lines go in, bad ones come back with their line number and reason; the same push twice adds
 * nothing.
 */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  // NDJSON is read in the handler as it arrives (bodyLimit is counted there); a JSON array is parsed as usual.
  app.addContentTypeParser('application/x-ndjson', (_request, payload, done) => done(null, new UnreadBody(payload)));

  app.post('/records/feed', { onRequest: feedCaller, bodyLimit: FEED_BODY_LIMIT }, async (request, reply) => {
    if (Number(request.headers['content-length']) > FEED_BODY_LIMIT) return tooLarge(reply);
    const rejects: Array<Omit<Rejected, 'line'>> = [];
    const metadata = request.session ? metadataOf(request) : { ...metadataOf(request), system: 'records feed' };
    let counts: ImportCounts;
    try {
      counts = await importFeed(app.ctx.pool, linesOf(request.body), metadata, {
        flushWhenIdleMs: FEED_IDLE_FLUSH_MS,
        onReject: ({ lineNumber, reason }) => {
          if (rejects.length < REJECTS_LISTED) rejects.push({ lineNumber, reason });
        },
      });
    } catch (error) {
      // Batches written before the limit was passed stay: each record's import is idempotent, so the same
      // records pushed again, whole or in smaller pushes, end as if this push had never been cut off.
      if (error instanceof FeedBodyTooLarge) return tooLarge(reply);
      // The body may be read only in part: the connection ends with the answer.
      reply.header('connection', 'close');
      throw error;
    }
    if (counts.read === 0) {
      return reply.code(400).send(failure(rm.feedFormat));
    }
    const message = counts.rejected > 0 ? rm.rejected({ rejected: counts.rejected, read: counts.read }) : null;
    return success({ ...counts, rejects }, message);
  });
}
