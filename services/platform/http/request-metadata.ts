import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';

/** Who caused the events of this request, from where, under which request id (the audit trail's columns). */
export function metadataOf(
  request: FastifyRequest,
  actor?: { userId: string; username: string; role?: string },
): EventMetadata {
  const session = request.session;
  const who =
    actor ?? (session ? { userId: session.userId, username: session.username, role: session.role } : undefined);
  return { ...(who ? { actor: who } : {}), sourceIp: request.ip, correlationId: String(request.id) };
}
