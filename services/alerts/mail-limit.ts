import type { AppContext } from '../platform/context';
import { tokenHash } from './tokens';

/** Confirmation emails one address may be sent in a day (UTC), whoever asks: a bot cannot mail someone a thousand. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/**
 * Counts one confirmation email to this address in Redis (shared by every API process) and says whether it may go.
 * The address is keyed by its hash, so Redis holds no address either.
 */
export async function mayMailAddress(ctx: AppContext, email: string, now = new Date()): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const key = `${ctx.config.QUEUE_PREFIX}:alerts:confirmations:${day}:${tokenHash(email)}`;
  const [[, count]] = (await ctx.redis
    .multi()
    .incr(key)
    .expire(key, 2 * 86_400)
    .exec()) as [[unknown, number]];
  return count <= CONFIRMATIONS_PER_ADDRESS_PER_DAY;
}
