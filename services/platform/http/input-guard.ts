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
 * At the edge of every call, after the caller is known and before any schema or handler sees it: a body, query
 * or path holding what PostgreSQL cannot store, or nested beyond reason, is refused with 400 in the envelope.
 */
export function useInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const problem = problemOf(request.params) ?? problemOf(request.query) ?? problemOf(request.body);
    if (problem) return reply.code(400).send(failure(problem));
  });
}
