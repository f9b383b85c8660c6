import type { AlertEvent, AlertFrequency, AlertWatchEntry } from '@landrecords/contracts/alerts/events';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';

export type SubscriberStatus = 'NONE' | 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED' | 'BOUNCED' | 'REMOVED';
export type HeldWatch = AlertWatchEntry & { active: boolean };

/** A subscriber's stream folded: the address, where it stands, its watches, and the request waiting for its link. */
export type SubscriberState = {
  email: string;
  status: SubscriberStatus;
  language: Language;
  frequency: AlertFrequency;
  watches: HeldWatch[];
  userId: number | null;
  bounceCount: number;
  /** The latest request's: its link's hash and end, and the language and frequency it asked for. */
  request: null | {
    confirmTokenHash: string | null;
    confirmExpiresAt: string | null;
    language: Language;
    frequency: AlertFrequency;
    used: boolean;
  };
};

export const initialSubscriberState = (): SubscriberState => ({
  email: '',
  status: 'NONE',
  language: 'ENGLISH',
  frequency: 'DAILY',
  watches: [],
  userId: null,
  bounceCount: 0,
  request: null,
});

const gone = (status: SubscriberStatus) => status !== 'PENDING' && status !== 'CONFIRMED';

export function evolveSubscriber(state: SubscriberState, recorded: RecordedEvent): SubscriberState {
  const event = { type: recorded.type, data: recorded.data } as AlertEvent;
  switch (event.type) {
    case 'AlertSubscriptionRequested': {
      const d = event.data;
      // A new request replaces the one still waiting: its watches, its link.
      const kept = gone(state.status) ? [] : state.watches.filter((watch) => watch.active);
      return {
        ...state,
        email: d.email,
        status: state.status === 'CONFIRMED' ? 'CONFIRMED' : 'PENDING',
        userId: d.userId ?? state.userId,
        watches: [...kept, ...d.watches.map((entry) => ({ ...entry, active: false }))],
        request: {
          confirmTokenHash: d.confirmTokenHash,
          confirmExpiresAt: d.confirmExpiresAt,
          language: d.language,
          frequency: d.frequency,
          used: false,
        },
      };
    }
    case 'AlertSubscriptionConfirmed': {
      const on = new Set(event.data.watchIds);
      return {
        ...state,
        status: 'CONFIRMED',
        language: event.data.language,
        frequency: event.data.frequency,
        userId: event.data.userId ?? state.userId,
        bounceCount: 0,
        watches: state.watches
          .filter((watch) => watch.active || on.has(watch.watchId))
          .map((watch) => ({ ...watch, active: true })),
        request: state.request && { ...state.request, used: true },
      };
    }
    case 'AlertWatchAdded':
      return {
        ...state,
        watches: [...state.watches, { watchId: event.data.watchId, watch: event.data.watch, active: true }],
      };
    case 'AlertWatchRemoved':
      return { ...state, watches: state.watches.filter((watch) => watch.watchId !== event.data.watchId) };
    case 'AlertFrequencyChanged':
      return { ...state, frequency: event.data.frequency };
    case 'AlertUnsubscribed':
      return { ...state, status: 'UNSUBSCRIBED', watches: [], request: null };
    case 'AlertAddressBounced':
      return {
        ...state,
        bounceCount: event.data.bounceCount,
        status: event.data.stopped ? 'BOUNCED' : state.status,
      };
    case 'AlertSubscriberRemoved':
      return { ...initialSubscriberState(), email: state.email, status: 'REMOVED' };
    default: {
      const unknown: never = event;
      throw new Error(`A subscriber has no case for ${JSON.stringify(unknown)}`);
    }
  }
}
