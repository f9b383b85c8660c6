import { describe, expect, it } from '@jest/globals';
import type { AccountFields } from '@landrecords/contracts/accounts/account';
import { decideChange, decideFlatFeeUsage, decideStatus } from './account.decide';
import { evolveAccount, initialAccountState, type AccountEvent, type AccountState } from './account.events';

const fields: AccountFields = {
  name: 'Marianas Title',
  accountType: 'FLAT_FEE',
  paymentMethod: 'INVOICE',
  monthlyFee: 0,
  flatFeeRateLevel: 2,
  address: 'PO Box 1',
  city: 'Garapan',
  state: 'MP',
  zip: '96950',
  phone: '',
  email: '',
  landLinkAccount: '4001',
  postToLandLink: true,
  userReload: true,
};

const given = (...events: AccountEvent[]): AccountState => events.reduce(evolveAccount, initialAccountState());
const created: AccountEvent = { type: 'AccountCreated', data: { ...fields, accountId: 100 } };

describe('account decisions', () => {
  it('record only what changed', () => {
    expect(decideChange(given(created), { ...fields, city: 'Susupe' })).toEqual([
      { type: 'AccountChanged', data: { accountId: 100, changes: { city: 'Susupe' } } },
    ]);
  });

  it('keep an inactive account’s type, payment, address and contact, but allow its name', () => {
    const inactive = given(created, { type: 'AccountStatusChanged', data: { accountId: 100, status: 'I' } });
    expect(() => decideChange(inactive, { ...fields, city: 'Susupe' })).toThrow('This account is inactive');
    expect(decideChange(inactive, { ...fields, name: 'Marianas Title LLC' })).toHaveLength(1);
    expect(decideStatus(inactive, 'I')).toEqual([]);
  });

  it('set images remaining only on a flat-fee account', () => {
    expect(decideFlatFeeUsage(given(created), 40)).toEqual([
      { type: 'AccountFlatFeeUsageSet', data: { accountId: 100, imagesRemaining: 40 } },
    ]);
    const escrow = given({ type: 'AccountCreated', data: { ...fields, accountType: 'A_LA_CARTE', accountId: 101 } });
    expect(() => decideFlatFeeUsage(escrow, 40)).toThrow('Only a flat-fee account has an image balance.');
  });

  it('set images remaining back to an earlier allowance after images were bought', () => {
    const bought = given(
      created,
      { type: 'AccountFlatFeeUsageSet', data: { accountId: 100, imagesRemaining: 10 } },
      {
        type: 'AccountCharged',
        data: {
          accountId: 100,
          userId: 7,
          chargeId: 'order-1:1,3',
          kind: 'IMAGES',
          method: 'FLAT_FEE',
          amountCents: 0,
          images: 2,
          description: 'Warranty Deed 3917312, pages 1, 3',
        },
      },
    );
    expect(bought).toMatchObject({ imagesRemaining: 8 });
    expect(decideFlatFeeUsage(bought, 10)).toEqual([
      { type: 'AccountFlatFeeUsageSet', data: { accountId: 100, imagesRemaining: 10 } },
    ]);
  });
});
