import { describe, expect, it } from '@jest/globals';
import { accountTypeOf, approvedTestCards, checkCard, passesLuhn, providerMessages } from './sandbox-cards';

const may2026 = new Date('2026-05-31T23:59:00Z');
const entry = { cardNumber: '4111111111111111', expiry: '05/26', cvv: '123', zip: '' };

describe('the sandbox card checks', () => {
  it('takes the test cards as valid numbers, and the Luhn check refuses a changed digit', () => {
    for (const number of approvedTestCards) expect([number, passesLuhn(number)]).toEqual([number, true]);
    expect(passesLuhn('4111111111111121')).toBe(false);
    expect(passesLuhn('4000000000000002')).toBe(true);
  });

  it('names the card types as Accept Hosted does', () => {
    expect(
      ['4111111111111111', '5424000000000015', '2223000010309703', '370000000000002', '6011000000000012'].map(
        accountTypeOf,
      ),
    ).toEqual(['Visa', 'MasterCard', 'MasterCard', 'AmericanExpress', 'Discover']);
    expect(['3088000000000017', '38000000000006'].map(accountTypeOf)).toEqual(['JCB', 'DinersClub']);
  });

  it('lets a card through the last day of its month, not after', () => {
    expect(checkCard(entry, may2026)).toEqual({
      ok: true,
      approved: true,
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
    });
    expect(checkCard({ ...entry, expiry: '04/2026' }, may2026)).toEqual({
      ok: false,
      message: providerMessages.expired,
    });
    expect(checkCard({ ...entry, expiry: '13/30' }, may2026)).toEqual({
      ok: false,
      message: providerMessages.invalidExpiry,
    });
  });

  it('refuses a number of the wrong length and a card code that is not 3 or 4 digits', () => {
    expect(checkCard({ ...entry, cardNumber: '42' }, may2026)).toEqual({
      ok: false,
      message: providerMessages.invalidNumber,
    });
    expect(checkCard({ ...entry, cvv: '12' }, may2026)).toEqual({
      ok: false,
      message: providerMessages.invalidCardCode,
    });
  });
});
