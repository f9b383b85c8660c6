import type { Envelope, FieldErrors } from '@landrecords/contracts/envelope';

export function success<Content>(content: Content, message: string | null = null): Envelope<Content> {
  return { ok: true, message, lockout: false, content };
}

export function failure(message: string, extra: { errors?: FieldErrors; correlationId?: string } = {}): Envelope<null> {
  return { ok: false, message, lockout: false, content: null, ...extra };
}
