import type { AccountRecord } from '@landrecords/contracts/accounts/account';
import { workbookOf } from '../platform/http/spreadsheet';

/** accounts.xlsx: the accounts of the list's filter (002 §7 accountExport). */
export const accountsWorkbook = (accounts: readonly AccountRecord[]) =>
  workbookOf<AccountRecord>(
    'Accounts',
    [
      { header: 'Id', width: 8, value: (a) => a.id },
      { header: 'Account', width: 34, value: (a) => a.name },
      { header: 'Type', width: 14, value: (a) => a.accountTypeDescription },
      { header: 'Payment Method', width: 16, value: (a) => a.paymentMethodDescription },
      { header: 'Monthly Fee ($)', width: 16, value: (a) => a.monthlyFee, money: true },
      { header: 'Flat Fee Rate Level', width: 10, value: (a) => a.flatFeeRateLevel },
      { header: 'Status', width: 10, value: (a) => (a.status === 'A' ? 'Active' : 'Inactive') },
      { header: 'LandLink Account', width: 16, value: (a) => a.landLinkAccount },
      { header: 'Address', width: 28, value: (a) => a.address },
      { header: 'City', width: 16, value: (a) => a.city },
      { header: 'State', width: 8, value: (a) => a.state },
      { header: 'Zip', width: 8, value: (a) => a.zip },
      { header: 'Phone', width: 16, value: (a) => a.phone },
      { header: 'Email', width: 28, value: (a) => a.email },
      { header: 'Users', width: 8, value: (a) => a.userCount },
      {
        header: 'Images Remaining',
        width: 10,
        value: (a) => (a.accountType === 'FLAT_FEE' ? a.imagesRemaining : null),
      },
    ],
    accounts,
  );
