import { blankAccountFields, type AccountFields } from '../../contracts/accounts/account';
import { createAccount } from '../../services/accounts/account.commands';
import type { DatabasePool } from '../../projections/platform/database';

/** An account made through the account commands, with plain defaults for what the test does not name. */
export function givenAccount(db: DatabasePool, fields: Partial<AccountFields> & { name: string }): Promise<number> {
  return createAccount(
    db,
    { ...blankAccountFields(), state: 'MP', landLinkAccount: '1001', ...fields },
    { system: 'test' },
  );
}
