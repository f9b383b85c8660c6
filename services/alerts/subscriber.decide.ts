import { randomUUID } from 'node:crypto';
import {
  ALERT_BOUNCE_LIMIT,
  type AlertEvent,
  type AlertFrequency,
  type AlertWatchEntry,
} from '@landrecords/contracts/alerts/events';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import { MAX_WATCHES, type Watch } from '@landrecords/contracts/alerts/watch';
import type { Language } from '@landrecords/contracts/auth/payloads';
import { watchKeys } from '@landrecords/projections/alerts/keys';
import { UserFacingError } from '../platform/http/errors';
import type { SubscriberState } from './subscriber.state';

type Event<T extends AlertEvent['type']> = Extract<AlertEvent, { type: T }>;
export type Actor = { userId: number; username: string; role: string };

/** Two watches are the same when their first keys are ('1-02139-0051' and '1-2139-51', "O'Brien" and "O Brien"). */
export const sameness = (watch: Watch) => `${watch.kind}:${watchKeys(watch)[0]?.key ?? JSON.stringify(watch)}`;

/** The watches of a request, each once, and none the subscriber already has on. */
export function newEntries(state: SubscriberState, watches: readonly Watch[]): AlertWatchEntry[] {
  const seen = new Set(state.watches.filter((held) => held.active).map((held) => sameness(held.watch)));
  return watches.flatMap((watch) => {
    const same = sameness(watch);
    if (seen.has(same)) return [];
    seen.add(same);
    return [{ watchId: randomUUID(), watch }];
  });
}

export type SubscriptionRequest = {
  subscriberId: string;
  email: string;
  language: Language;
  frequency: AlertFrequency;
  watches: readonly Watch[];
  confirmTokenHash: string;
  confirmExpiresAt: string;
  unsubscribeTokenHash: string;
};

/** The subscribe page's request: its watches wait for the emailed link, whatever the address's standing. */
export function decideRequest(
  state: SubscriberState,
  request: SubscriptionRequest,
): Event<'AlertSubscriptionRequested'>[] {
  const { watches, ...rest } = request;
  return [{ type: 'AlertSubscriptionRequested', data: { ...rest, watches: newEntries(state, watches), userId: null } }];
}

/**
 * The emailed link opened: the waiting watches go on (up to the limit, after those already on). The same link
 * opened again changes nothing; an old, replaced or expired one is refused.
 */
export function decideConfirm(
  state: SubscriberState,
  subscriberId: string,
  hash: string,
  now: Date,
): Event<'AlertSubscriptionConfirmed'>[] {
  const request = state.request;
  if (!request || request.confirmTokenHash !== hash || state.status === 'REMOVED') {
    throw new UserFacingError(m.badToken, 400);
  }
  if (request.used) return [];
  if (!request.confirmExpiresAt || new Date(request.confirmExpiresAt) < now) throw new UserFacingError(m.badToken, 400);
  const active = state.watches.filter((held) => held.active).length;
  const waiting = state.watches.filter((held) => !held.active).slice(0, Math.max(0, MAX_WATCHES - active));
  return [
    {
      type: 'AlertSubscriptionConfirmed',
      data: {
        subscriberId,
        language: request.language,
        frequency: request.frequency,
        watchIds: waiting.map((held) => held.watchId),
        via: 'EMAIL',
        userId: null,
      },
    },
  ];
}

export type AccountHolder = { subscriberId: string; email: string; language: Language; unsubscribeTokenHash: string };

/**
 * A signed-in user adds a watch: their account's address is verified, so it is on at once. An address not yet
 * confirmed (or that left) is enrolled and confirmed in the same append.
 */
export function decideAddWatch(state: SubscriberState, holder: AccountHolder, watch: Watch, by: Actor): AlertEvent[] {
  const confirmed = state.status === 'CONFIRMED';
  const active = confirmed ? state.watches.filter((held) => held.active) : [];
  if (active.some((held) => sameness(held.watch) === sameness(watch))) throw new UserFacingError(m.duplicateWatch, 409);
  if (active.length >= MAX_WATCHES) throw new UserFacingError(m.tooManyWatches, 400);
  const watchId = randomUUID();
  if (confirmed) return [{ type: 'AlertWatchAdded', data: { subscriberId: holder.subscriberId, watchId, watch, by } }];
  const frequency = state.status === 'PENDING' ? (state.request?.frequency ?? state.frequency) : state.frequency;
  return [
    {
      type: 'AlertSubscriptionRequested',
      data: {
        subscriberId: holder.subscriberId,
        email: holder.email,
        language: holder.language,
        frequency,
        watches: [{ watchId, watch }],
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribeTokenHash: holder.unsubscribeTokenHash,
        userId: by.userId,
      },
    },
    {
      type: 'AlertSubscriptionConfirmed',
      data: {
        subscriberId: holder.subscriberId,
        language: holder.language,
        frequency,
        watchIds: [watchId],
        via: 'ACCOUNT',
        userId: by.userId,
      },
    },
  ];
}

export function decideRemoveWatch(
  state: SubscriberState,
  subscriberId: string,
  watchId: string,
  by: Actor,
): AlertEvent[] {
  if (!state.watches.some((held) => held.watchId === watchId)) throw new UserFacingError(m.noSuchWatch, 404);
  return [{ type: 'AlertWatchRemoved', data: { subscriberId, watchId, by } }];
}

export function decideFrequency(
  state: SubscriberState,
  subscriberId: string,
  frequency: AlertFrequency,
  by: Actor,
): AlertEvent[] {
  if (state.status !== 'CONFIRMED') throw new UserFacingError(m.noSuchPerson, 404);
  if (state.frequency === frequency) return [];
  return [{ type: 'AlertFrequencyChanged', data: { subscriberId, frequency, by } }];
}

/** Unsubscribing is idempotent: an address already out (or never in) gets no new event. */
export function decideUnsubscribe(
  state: SubscriberState,
  subscriberId: string,
  how: 'LINK' | 'ONE_CLICK' | 'ACCOUNT',
  by: Actor | null,
): AlertEvent[] {
  if (state.status !== 'PENDING' && state.status !== 'CONFIRMED') return [];
  return [{ type: 'AlertUnsubscribed', data: { subscriberId, how, by } }];
}

export function decideRemoveSubscriber(state: SubscriberState, subscriberId: string, by: Actor): AlertEvent[] {
  if (state.status === 'NONE' || state.status === 'REMOVED') throw new UserFacingError(m.noSuchPerson, 404);
  return [{ type: 'AlertSubscriberRemoved', data: { subscriberId, by } }];
}

/** A bounce counts; at the limit the address stops (BOUNCED). Nothing for an address that is not subscribed. */
export function decideBounce(state: SubscriberState, subscriberId: string, detail: string): AlertEvent[] {
  if (state.status !== 'CONFIRMED') return [];
  const bounceCount = state.bounceCount + 1;
  return [
    {
      type: 'AlertAddressBounced',
      data: { subscriberId, bounceCount, stopped: bounceCount >= ALERT_BOUNCE_LIMIT, detail: detail.slice(0, 500) },
    },
  ];
}
