import { alertSubscriberStreamId, type AlertEvent, type AlertFrequency } from '@landrecords/contracts/alerts/events';
import type { Watch } from '@landrecords/contracts/alerts/watch';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { EventMetadata } from '@landrecords/contracts/event-metadata';
import { alertSubscribersProjection } from '@landrecords/projections/alerts/index';
import type { DatabasePool } from '@landrecords/projections/platform/database';
import { handleCommand, type Aggregate } from '../platform/commands/handle-command';
import {
  decideAddWatch,
  decideBounce,
  decideConfirm,
  decideFrequency,
  decideRemoveSubscriber,
  decideRemoveWatch,
  decideRequest,
  decideUnsubscribe,
  type Actor,
} from './subscriber.decide';
import { evolveSubscriber, initialSubscriberState, type SubscriberState } from './subscriber.state';
import { CONFIRM_HOURS, newConfirmToken, subscriberIdOf, tokenHash, unsubscribeTokenOf } from './tokens';

/** A subscriber's stream, its read models (subscribers, watches, keys) written inline. */
export const subscriberAggregate = (subscriberId: string): Aggregate<SubscriberState> => ({
  streamId: alertSubscriberStreamId(subscriberId),
  initialState: initialSubscriberState,
  evolve: evolveSubscriber,
  projections: [alertSubscribersProjection],
});

/** Decides on the subscriber's stream as it stands and records what was decided, in one transaction. */
const onSubscriber = (
  pool: DatabasePool,
  subscriberId: string,
  decide: (state: SubscriberState) => AlertEvent[],
  metadata: EventMetadata,
) => handleCommand(pool, subscriberAggregate(subscriberId), decide, metadata);

type Subscribe = { email: string; language: Language; frequency: AlertFrequency; watches: readonly Watch[] };

/** The subscribe page's request: recorded with a new link's hash; answers the link's token for the email. */
export async function requestSubscription(pool: DatabasePool, subscribe: Subscribe, metadata: EventMetadata) {
  const subscriberId = subscriberIdOf(subscribe.email);
  const token = newConfirmToken();
  const unsubscribeTokenHash = tokenHash(await unsubscribeTokenOf(pool, subscriberId));
  const confirmExpiresAt = new Date(Date.now() + CONFIRM_HOURS * 3_600_000).toISOString();
  const { events } = await onSubscriber(
    pool,
    subscriberId,
    (state) =>
      decideRequest(state, {
        ...subscribe,
        subscriberId,
        confirmTokenHash: tokenHash(token),
        confirmExpiresAt,
        unsubscribeTokenHash,
      }),
    metadata,
  );
  return { subscriberId, token, watchCount: events.length };
}

/** The emailed link opened on the subscriber its token's hash names. */
export const confirmSubscription = (pool: DatabasePool, subscriberId: string, token: string, metadata: EventMetadata) =>
  onSubscriber(
    pool,
    subscriberId,
    (state) => decideConfirm(state, subscriberId, tokenHash(token), new Date()),
    metadata,
  );

export const unsubscribe = (
  pool: DatabasePool,
  subscriberId: string,
  how: 'LINK' | 'ONE_CLICK' | 'ACCOUNT',
  by: Actor | null,
  metadata: EventMetadata,
) => onSubscriber(pool, subscriberId, (state) => decideUnsubscribe(state, subscriberId, how, by), metadata);

/** A signed-in user's watch, on their account's address (confirmed by the account itself). */
export async function addAccountWatch(
  pool: DatabasePool,
  account: { email: string; language: Language },
  watch: Watch,
  by: Actor,
  metadata: EventMetadata,
) {
  const subscriberId = subscriberIdOf(account.email);
  const holder = {
    subscriberId,
    email: account.email.toLowerCase(),
    language: account.language,
    unsubscribeTokenHash: tokenHash(await unsubscribeTokenOf(pool, subscriberId)),
  };
  return onSubscriber(pool, subscriberId, (state) => decideAddWatch(state, holder, watch, by), metadata);
}

export const removeWatch = (
  pool: DatabasePool,
  subscriberId: string,
  watchId: string,
  by: Actor,
  metadata: EventMetadata,
) => onSubscriber(pool, subscriberId, (state) => decideRemoveWatch(state, subscriberId, watchId, by), metadata);

export const changeFrequency = (
  pool: DatabasePool,
  subscriberId: string,
  frequency: AlertFrequency,
  by: Actor,
  metadata: EventMetadata,
) => onSubscriber(pool, subscriberId, (state) => decideFrequency(state, subscriberId, frequency, by), metadata);

export const removeSubscriber = (pool: DatabasePool, subscriberId: string, by: Actor, metadata: EventMetadata) =>
  onSubscriber(pool, subscriberId, (state) => decideRemoveSubscriber(state, subscriberId, by), metadata);

/**
 * A delivery to the subscriber bounced (AL-MATCH's delivery calls it): counted, and at ALERT_BOUNCE_LIMIT the
 * address stops (BOUNCED). Returns whether it stopped.
 */
export async function recordAlertBounce(
  pool: DatabasePool,
  subscriberId: string,
  detail: string,
  metadata: EventMetadata = {},
) {
  const { state } = await onSubscriber(
    pool,
    subscriberId,
    (current) => decideBounce(current, subscriberId, detail),
    metadata,
  );
  return { stopped: state.status === 'BOUNCED', bounceCount: state.bounceCount };
}
