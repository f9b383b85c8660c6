import { codeDescriptions } from '@landrecords/contracts/codes';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { workbookOf } from '../platform/http/spreadsheet';

/** users.xlsx: the users of the list's filter, as the caller may see them (002 §7 userExport). */
export const usersWorkbook = (users: readonly Partial<UserRecord>[], withProtected: boolean) =>
  workbookOf<Partial<UserRecord>>(
    'Users',
    [
      { header: 'Username', width: 22, value: (u) => u.username ?? '' },
      { header: 'Name', width: 26, value: (u) => `${u.firstName} ${u.lastName}` },
      { header: 'Account', width: 30, value: (u) => u.accountName ?? '' },
      { header: 'User Type', width: 20, value: (u) => (u.role ? codeDescriptions.role[u.role] : '') },
      { header: 'Status', width: 10, value: (u) => (u.status ? codeDescriptions.userStatus[u.status] : '') },
      { header: 'Email', width: 30, value: (u) => u.email ?? '' },
      { header: 'Phone', width: 18, value: (u) => u.phone ?? '' },
      { header: 'Company', width: 24, value: (u) => u.company ?? '' },
      { header: 'City', width: 16, value: (u) => u.city ?? '' },
      { header: 'Last Sign-in', width: 22, value: (u) => (u.lastSignInAt ? new Date(u.lastSignInAt) : null) },
      ...(withProtected
        ? [
            {
              header: 'View Protected Documents',
              width: 12,
              value: (u: Partial<UserRecord>) => (u.viewJudicialProtection ? 'Yes' : 'No'),
            },
          ]
        : []),
    ],
    users,
  );
