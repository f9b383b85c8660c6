import { describe, expect, it } from '@jest/globals';
import { escrowDepositFormSchema } from './escrow-deposit-form';
import { escrowSurchargeCents, topUpsOf } from './top-ups';

const county = (escrow: Record<string, unknown> = {}, accountAdminReload = true) =>
  ({
    escrow: {
      reloadByCreditCard: true,
      minReloadAmount: 2500,
      maxReloadAmount: 200_000,
      applySurcharge: true,
      creditCardSurchargeMethod: 'dollars',
      creditCardSurcharge: 250,
      creditCardSurchargePercent: null,
      ...escrow,
    },
    flatFeeOverride: { accountAdminReload },
  }) as unknown as Parameters<typeof topUpsOf>[2];

const escrowAccount = { accountType: 'A_LA_CARTE' as const, paymentMethod: 'ESCROW' as const, userReload: false };
const flatFeeAccount = { accountType: 'FLAT_FEE' as const, paymentMethod: 'INVOICE' as const, userReload: true };

describe('the header top-ups (000 §2, §6)', () => {
  it('offers the escrow deposit to the administrator of an escrow account where the county reloads by card', () => {
    expect(topUpsOf('ACCOUNT', escrowAccount, county())).toEqual({
      escrowDeposit: { minCents: 2500, maxCents: 200_000, surcharge: { method: 'dollars', cents: 250, percent: 0 } },
      flatFeeAddOn: false,
    });
    expect(topUpsOf('USER', escrowAccount, county()).escrowDeposit).toBeNull();
    expect(topUpsOf('ACCOUNT', escrowAccount, county({ reloadByCreditCard: false })).escrowDeposit).toBeNull();
    expect(topUpsOf('ACCOUNT', null, county()).escrowDeposit).toBeNull();
    expect(topUpsOf('ACCOUNT', escrowAccount, county({ applySurcharge: false })).escrowDeposit?.surcharge).toBeNull();
  });

  it('offers flat-fee add-ons to the administrator of a flat-fee account the county and the account let reload', () => {
    expect(topUpsOf('ACCOUNT', flatFeeAccount, county())).toEqual({ escrowDeposit: null, flatFeeAddOn: true });
    expect(topUpsOf('USER', flatFeeAccount, county()).flatFeeAddOn).toBe(false);
    expect(topUpsOf('ACCOUNT', flatFeeAccount, county({}, false)).flatFeeAddOn).toBe(false);
    expect(topUpsOf('ACCOUNT', { ...flatFeeAccount, userReload: false }, county()).flatFeeAddOn).toBe(false);
    expect(topUpsOf('ACCOUNT', escrowAccount, county()).flatFeeAddOn).toBe(false);
  });

  it('adds the surcharge as a flat amount or a percent rounded to cents (000 §5)', () => {
    expect(escrowSurchargeCents(null, 5000)).toBe(0);
    expect(escrowSurchargeCents({ method: 'dollars', cents: 250, percent: 0 }, 5000)).toBe(250);
    expect(escrowSurchargeCents({ method: 'percent', cents: 0, percent: 3 }, 3333)).toBe(100);
  });
});

describe('the escrow deposit amount (000 §5)', () => {
  const schema = escrowDepositFormSchema({ minCents: 2500, maxCents: 200_000 });
  const messageOf = (amount: string) => schema.safeParse({ amount }).error?.issues[0]?.message;

  it('takes dollars and cents within the county limits, as cents', () => {
    expect(schema.parse({ amount: '25' }).amount).toBe(2500);
    expect(schema.parse({ amount: ' 1999.99 ' }).amount).toBe(199_999);
    expect(schema.parse({ amount: '2000' }).amount).toBe(200_000);
  });

  it('says what is wrong, in the server’s words', () => {
    expect(messageOf('0')).toBe('Amount must be greater than zero');
    expect(messageOf('')).toBe('Enter an amount in dollars and cents.');
    expect(messageOf('1.005')).toBe('Enter an amount in dollars and cents.');
    expect(messageOf('24.99')).toBe('The least you can deposit is $25.00.');
    expect(messageOf('2000.01')).toBe('The most you can deposit is $2,000.00.');
    expect(schema.safeParse({ amount: '0' }).error?.issues).toHaveLength(1);
  });

  it('has no limits where the county sets none', () => {
    expect(escrowDepositFormSchema({ minCents: null, maxCents: null }).parse({ amount: '0.01' }).amount).toBe(1);
  });
});
