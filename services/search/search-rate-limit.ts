import { searchMessages as m } from '@landrecords/contracts/search/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOfRequest } from '@landrecords/projections/callers/index';
import { failure } from '../platform/http/envelope';
import { useRateLimit } from '../platform/http/rate-limit';

const MINUTE_MS = 60_000;

/** The county's rates (Search 1), from the configuration the session brought. */
const rates = (request: FastifyRequest) => callerOfRequest(request).county.search;

/** Every visitor signs in as the one guest user: a guest is counted by its session, anyone else by user. */
const searcherKey = ({ session, sessionId }: FastifyRequest) =>
  session?.role === 'GUEST' ? `search:guest:${sessionId}` : `search:user:${session?.userId}`;

/**
 * The routes of this plugin (searches, details, deep links) count together, per signed-in user and per client
 * address, in Redis so that every API process shares the counts; the county sets both rates (Search 1). A call
 * beyond either is answered 429 and is not run. Registered after the sign-in check, so only callers count.
 */
export async function useSearchRateLimit(app: FastifyInstance): Promise<void> {
  await useRateLimit(app, m.tooManySearches);
  const limits = [
    app.createRateLimit({
      timeWindow: MINUTE_MS,
      keyGenerator: searcherKey,
      max: (request) => rates(request).searchesPerMinutePerUser,
    }),
    app.createRateLimit({
      timeWindow: MINUTE_MS,
      keyGenerator: (request) => `search:address:${request.ip}`,
      max: (request) => rates(request).searchesPerMinutePerAddress,
    }),
  ];
  app.addHook('onRequest', async (request, reply) => {
    const counts = await Promise.all(limits.map((limit) => limit(request)));
    const exceeded = counts.find((count) => !count.isAllowed && count.isExceeded);
    if (!exceeded || exceeded.isAllowed) return;
    return reply.code(429).header('retry-after', exceeded.ttlInSeconds).send(failure(m.tooManySearches));
  });
}
