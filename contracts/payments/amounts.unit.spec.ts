import { describe, expect, it } from '@jest/globals';
import { amountMessage } from '../money';
import { initiateDepositSchema } from './card';
import { addOnConfirmationRequestSchema } from './flat-fee';

const imageStateReference = { imageStateGuid: '9b2f6a52-7a1c-4d7e-8f1e-2b7f0f6f3c11' };

describe('the escrow deposit amount', () => {
  it.each([
    ['25', 2500],
    [' 25.5 ', 2550],
    ['25.50', 2550],
    [25, 2500],
    [19.99, 1999],
  ])('takes %p as decimal dollars: %p cents', (amount, cents) => {
    expect(initiateDepositSchema.parse({ amount }).amount).toBe(cents);
  });

  it.each([['0x19'], ['0b11001'], ['0o31'], ['2.5e1'], ['+25'], ['-25'], ['25.001'], ['1,000'], ['Infinity'], [[25]]])(
    'refuses %p',
    (amount) => {
      const result = initiateDepositSchema.safeParse({ amount });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(amountMessage.text);
    },
  );
});

describe('the add-on option', () => {
  it.each([[1], ['2'], [5]])('takes %p', (option) => {
    expect(addOnConfirmationRequestSchema.parse({ option, imageStateReference }).option).toBe(Number(option));
  });

  it.each([[[1]], [true], ['1.0'], ['0x1'], [' '], [1.5], [0], [6], [null]])('refuses %p', (option) => {
    expect(addOnConfirmationRequestSchema.safeParse({ option, imageStateReference }).success).toBe(false);
  });
});
