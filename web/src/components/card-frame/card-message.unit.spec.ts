import { describe, expect, it } from '@jest/globals';
import { comesFrom, readCardMessage } from './card-message';

describe('the card frame messages (000 §4)', () => {
  it('reads the sandbox objects and Accept Hosted query strings alike', () => {
    expect(readCardMessage({ action: 'transactResponse', response: '{"transId":"7"}' })).toEqual({
      action: 'transactResponse',
      response: '{"transId":"7"}',
    });
    expect(readCardMessage('action=transactResponse&response=%7B%22transId%22%3A%227%22%7D')).toEqual({
      action: 'transactResponse',
      response: '{"transId":"7"}',
    });
    expect(readCardMessage({ action: 'transactResponse', response: { transId: 7 } })).toEqual({
      action: 'transactResponse',
      response: '{"transId":7}',
    });
    expect(readCardMessage('action=resizeWindow&width=400&height=600')).toEqual({ action: 'resizeWindow' });
    expect(readCardMessage({ action: 'cancel' })).toEqual({ action: 'cancel' });
  });

  it('names anything else unknown, so the dialog cancels', () => {
    expect(readCardMessage({ action: 'successfulSave' })).toEqual({ action: 'unknown', name: 'successfulSave' });
    expect(readCardMessage({ action: 'transactResponse' })).toEqual({ action: 'unknown', name: 'transactResponse' });
    expect(readCardMessage(42)).toEqual({ action: 'unknown', name: 'number' });
    expect(readCardMessage(null)).toEqual({ action: 'unknown', name: 'object' });
  });

  it('takes messages from the frame or a frame inside it, not from other windows', () => {
    const top = { parent: null as unknown } as { parent: unknown };
    top.parent = top;
    const frame = { parent: top };
    const communicator = { parent: frame };
    const stranger = { parent: top };
    const as = (window: object) => window as unknown as Window;
    expect(comesFrom(as(frame), as(frame))).toBe(true);
    expect(comesFrom(as(frame), as(communicator))).toBe(true);
    expect(comesFrom(as(frame), as(stranger))).toBe(false);
    expect(comesFrom(as(frame), null)).toBe(false);
    expect(comesFrom(null, as(frame))).toBe(false);
  });
});
