import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@landrecords/projections/platform/eventstore/index';
import { moneyChangesOf } from './money-lines';

const recorded = (type: string, data: object): RecordedEvent => ({
  id: 'event-1',
  type,
  data,
  metadata: {},
  streamId: 'account-3',
  streamPosition: 1,
  globalPosition: 1,
  transactionId: '1',
  recordedAt: '2026-11-26T05:00:00.000Z',
});

describe('moneyChangesOf', () => {
  it('shows a charge given back (a rejected e-file’s) with what it gave back and why', () => {
    const reversed = recorded('AccountChargeReversed', {
      accountId: 3,
      userId: 7,
      chargeId: 'efile-reversal-1',
      reversedChargeId: 'efile-1',
      kind: 'EFILE',
      method: 'ESCROW',
      amountCents: 2266,
      description: 'E-file EF-000012 rejected',
    });
    expect(moneyChangesOf(reversed)).toEqual([
      { field: 'description', from: null, to: 'E-file EF-000012 rejected' },
      { field: 'kind', from: null, to: 'EFILE' },
      { field: 'method', from: null, to: 'ESCROW' },
      { field: 'amount', from: null, to: '$22.66' },
    ]);
  });

  it('leaves events that move no money to the field history', () => {
    expect(moneyChangesOf(recorded('AccountChanged', { accountId: 3, changes: { name: 'X' } }))).toBeUndefined();
  });
});
