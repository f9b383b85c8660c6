import type { Envelope } from '@landrecords/contracts/envelope';

/** A call that did not succeed: the HTTP status (0 when no answer came) and the envelope if one came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly envelope: Envelope | null,
  ) {
    super(envelope?.message ?? `HTTP status ${status}`);
  }

  get serverMessage(): string | null {
    return this.envelope?.message || null;
  }

  /** The server asks for a new sign-in (000 §8: 403, or status LOGIN). */
  get loginRequired(): boolean {
    return this.status === 403 || this.envelope?.status === 'LOGIN';
  }

  get fieldErrors() {
    return this.envelope?.errors ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
