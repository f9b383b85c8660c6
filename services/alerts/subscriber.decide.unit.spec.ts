import { describe, expect, it } from '@jest/globals';
import type { AlertEvent } from '@landrecords/contracts/alerts/events';
import { alertMessages as m } from '@landrecords/contracts/alerts/messages';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import {
  decideAddWatch,
  decideConfirm,
  decideRequest,
  decideUnsubscribe,
  type SubscriptionRequest,
} from './subscriber.decide';
import { evolveSubscriber, initialSubscriberState, type SubscriberState } from './subscriber.state';

const id = '00000000-0000-4000-8000-000000000001';
const by = { userId: 3, username: 'rosa', role: 'USER' };
const parcel = { kind: 'PARCEL', parcelId: '1-02139-0051' } as const;
const name = { kind: 'NAME', lastName: 'Tenorio', firstName: '' } as const;
const later = new Date('2026-01-01T00:00:00Z');

const given = (...events: AlertEvent[]): SubscriberState =>
  events.reduce(
    (state, event, index) =>
      evolveSubscriber(state, {
        ...event,
        streamPosition: index + 1,
        globalPosition: index + 1,
      } as unknown as RecordedEvent),
    initialSubscriberState(),
  );
const request = (watches: SubscriptionRequest['watches'], hash = 'h1'): SubscriptionRequest => ({
  subscriberId: id,
  email: 'rosa@example.org',
  language: 'ENGLISH',
  frequency: 'DAILY',
  watches,
  confirmTokenHash: hash,
  confirmExpiresAt: '2026-01-04T00:00:00Z',
  unsubscribeTokenHash: 'u',
});
const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    return (error as { declared?: { code: string } }).declared?.code ?? (error as Error).message;
  }
  return 'no refusal';
};

describe('a subscriber, given its events', () => {
  it('waits for the link, and the link turns on the watches it asked for', () => {
    const requested = decideRequest(initialSubscriberState(), request([parcel, name, parcel]));
    expect(requested[0]!.data.watches.map((entry) => entry.watch)).toEqual([parcel, name]);
    const [confirmed] = decideConfirm(given(...requested), id, 'h1', later);
    expect(confirmed!.data.watchIds).toEqual(requested[0]!.data.watches.map((entry) => entry.watchId));
    const state = given(...requested, confirmed!);
    expect(state.status).toBe('CONFIRMED');
    expect(decideConfirm(state, id, 'h1', later)).toEqual([]);
  });

  it('refuses a link that is not the latest, or expired', () => {
    const first = decideRequest(initialSubscriberState(), request([parcel], 'old'));
    const second = decideRequest(given(...first), request([name], 'new'));
    expect(refusal(() => decideConfirm(given(...first, ...second), id, 'old', later))).toBe(m.badToken.code);
    expect(refusal(() => decideConfirm(given(...second), id, 'new', new Date('2026-02-01')))).toBe(m.badToken.code);
  });

  it('asks again for no watch already on, and unsubscribing twice records once', () => {
    const requested = decideRequest(initialSubscriberState(), request([parcel]));
    const on = given(...requested, ...decideConfirm(given(...requested), id, 'h1', later));
    const again = decideRequest(on, request([{ kind: 'PARCEL', parcelId: '1-2139-51' }, name], 'h2'));
    expect(again[0]!.data.watches.map((entry) => entry.watch)).toEqual([name]);
    const out = decideUnsubscribe(on, id, 'LINK', null);
    expect(out.map((event) => event.type)).toEqual(['AlertUnsubscribed']);
    expect(
      decideUnsubscribe(
        given(...requested, ...decideConfirm(given(...requested), id, 'h1', later), ...out),
        id,
        'LINK',
        null,
      ),
    ).toEqual([]);
  });

  it('enrols a signed-in user’s address at once, and refuses a watch they have', () => {
    const holder = {
      subscriberId: id,
      email: 'rosa@example.org',
      language: 'ENGLISH' as const,
      unsubscribeTokenHash: 'u',
    };
    const events = decideAddWatch(initialSubscriberState(), holder, parcel, by);
    expect(events.map((event) => event.type)).toEqual(['AlertSubscriptionRequested', 'AlertSubscriptionConfirmed']);
    const state = given(...events);
    expect(state.watches).toEqual([expect.objectContaining({ watch: parcel, active: true })]);
    expect(refusal(() => decideAddWatch(state, holder, parcel, by))).toBe(m.duplicateWatch.code);
    expect(decideAddWatch(state, holder, name, by).map((event) => event.type)).toEqual(['AlertWatchAdded']);
  });
});
