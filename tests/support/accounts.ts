import type { AccountFields } from '../../contracts/accounts/account';
import { createAccount } from '../../services/accounts/account.commands';
import type { DatabasePool } from '../../services/platform/database';

/** An account made through the account commands, with plain defaults for what the test does not name. */
export function givenAccount(db: DatabasePool, fields: Partial<AccountFields> & { name: string }): Promise<number> {
  return createAccount(
    db,
    {
      accountType: 'A_LA_CARTE',
      paymentMethod: 'ESCROW',
      monthlyFee: 0,
      flatFeeRateLevel: 0,
      address: '',
      city: '',
      state: 'MP',
      zip: '',
      phone: '',
      email: '',
      landLinkAccount: '1001',
      postToLandLink: true,
      userReload: false,
      ...fields,
    },
    { system: 'test' },
  );
}
