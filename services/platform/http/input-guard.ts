import type { FastifyInstance } from 'fastify';
import { httpMessages } from '@landrecords/contracts/http/messages';
import type { Message } from '@landrecords/contracts/message';
import { failure } from './envelope';

export const inputMessages = { nul: httpMessages.nul, tooDeep: httpMessages.tooDeep } as const;

/** No call of the spec nests deeper than a few levels; a body a thousand levels deep is an attack. */
const MAX_DEPTH = 32;

/** The first thing wrong with a parsed value: a NUL in a string (PostgreSQL cannot store it), or depth. */
function problemOf(value: unknown, depth = 0): Message | null {
  if (typeof value === 'string') return value.includes('\u0000') ? inputMessages.nul : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return inputMessages.tooDeep;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return inputMessages.nul;
    const problem = problemOf(inner, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * A query value that is JSON (react-admin's filter={"q":"..."}, sort and range): what it holds once parsed, where a
 * NUL escaped as \u0000 is a NUL. Anything else (plain text, JSON that does not parse) is the route's schema's to judge.
 */
function parsedJsonOf(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{"]/.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The query as sent, then each of its JSON values as it will be parsed. */
function queryProblemOf(query: unknown): Message | null {
  const sent = problemOf(query);
  if (sent || query === null || typeof query !== 'object') return sent;
  for (const value of Object.values(query).flat()) {
    const problem = problemOf(parsedJsonOf(value));
    if (problem) return problem;
  }
  return null;
}

/**
 * At the edge of every call, after the caller is known and before any schema or handler sees it: a body, query
 * (its JSON values parsed) or path holding what PostgreSQL cannot store, or nested beyond reason, is refused with
 * 400 in the envelope.
 */
export function useInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const problem = problemOf(request.params) ?? queryProblemOf(request.query) ?? problemOf(request.body);
    if (problem) return reply.code(400).send(failure(problem));
  });
}
