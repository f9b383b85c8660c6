import type { AccountRecord } from '@landrecords/contracts/accounts/account';

/** An account as /api/admin/accounts answers it (contracts' AccountRecord). */
export type AccountRow = AccountRecord;
