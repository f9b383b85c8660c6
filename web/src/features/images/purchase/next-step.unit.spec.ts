import { describe, expect, it } from '@jest/globals';
import type { FeeButton, FeeSchedule, ImageStateView } from '@landrecords/contracts/payments/fee-schedule';
import { nextStep } from './next-step';

const line = { description: 'Escrow balance', value: '$1.00' };
const feeSchedule = (button: FeeButton) => ({ button }) as FeeSchedule;
const none: ImageStateView['purchaseOptions'] = {
  hasBuyOptions: false,
  flatFeeOptions: null,
  creditCardOptions: null,
  escrowOptions: null,
};
const flatFeeOptions = { title: 'Buy more images', options: [{ value: 1, text: '100 images' }] };
const creditCardOptions = { authorizationInfo: { authorized: false } };
const escrowOptions = {
  accountMessage: 'Account: Marianas Title & Escrow',
  beginningBalance: line,
  lowBalanceMessage: 'low',
  depositAmountMessage: 'Deposit: $1.00',
  surchargeMessage: 'Card surcharge: $0.00',
  endingBalance: line,
};
const order = (button: FeeButton, options: Partial<ImageStateView['purchaseOptions']>) => ({
  feeSchedule: feeSchedule(button),
  imageState: { imageStateGuid: 'guid', purchaseOptions: { ...none, hasBuyOptions: true, ...options } },
});

describe('the purchase flow’s next step (000 §4)', () => {
  it('pays when the balance is enough, whatever options exist', () => {
    expect(nextStep(order('DOWNLOAD', { escrowOptions, creditCardOptions }))).toBe('pay');
  });

  it('prefers the flat-fee add-on, then the escrow add-on, then the card', () => {
    expect(nextStep(order('BUY_IMAGES', { flatFeeOptions, escrowOptions, creditCardOptions }))).toBe('flatFeeAddOn');
    expect(nextStep(order('ADD_TO_ESCROW', { escrowOptions, creditCardOptions }))).toBe('escrowAddOn');
    expect(nextStep(order('PREAUTHORIZE', { creditCardOptions }))).toBe('cardAuthorization');
    expect(nextStep(order('REAUTHORIZE', { creditCardOptions }))).toBe('cardAuthorization');
  });

  it('has nothing to offer without an option', () => {
    expect(nextStep(order('NONE', {}))).toBe('unsupported');
  });
});
