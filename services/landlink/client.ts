import type { LandLinkPosting } from '@landrecords/contracts/landlink/posting';
import type { RuntimeConfig } from '../platform/config';

export type LandLinkSettings = Pick<RuntimeConfig, 'LANDLINK_URL' | 'LANDLINK_KEY' | 'LANDLINK_TIMEOUT_MS'>;

/** Both set: postings are sent. Either missing: they wait (landLinkSummary says so). */
export const landLinkConfigured = (config: LandLinkSettings) => Boolean(config.LANDLINK_URL && config.LANDLINK_KEY);

/** LandLink refused the posting (a 4xx other than 408 and 429): sending it again would be refused again. */
export class PostingRefused extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`LandLink refused the posting (${status}): ${detail}`);
    this.name = 'PostingRefused';
  }
}

/** Accepted now (201), or LandLink already had the key (200): either way it is recorded there once. */
export type PostingAnswer = { duplicate: boolean };

const postingsUrl = (base: string) => `${base.replace(/\/+$/, '')}/postings`;

/**
 * Sends one posting (docs/landlink.md). Throws PostingRefused for a refusal, any other error (5xx, 408, 429, a
 * refused connection, the timeout) for what is worth trying again.
 */
export async function sendPosting(config: LandLinkSettings, posting: LandLinkPosting): Promise<PostingAnswer> {
  if (!landLinkConfigured(config)) throw new Error('LANDLINK_URL and LANDLINK_KEY are not set');
  const response = await fetch(postingsUrl(config.LANDLINK_URL!), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${config.LANDLINK_KEY}`,
      'idempotency-key': posting.key,
    },
    body: JSON.stringify(posting),
    signal: AbortSignal.timeout(config.LANDLINK_TIMEOUT_MS),
  });
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  if (response.status === 201 || response.status === 200) return { duplicate: response.status === 200 };
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  if (!retryable && response.status >= 400 && response.status < 500) throw new PostingRefused(response.status, detail);
  throw new Error(`LandLink answered ${response.status}: ${detail}`);
}
