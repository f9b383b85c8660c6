import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Box, useMediaQuery, type TablePaginationProps, type Theme } from '@mui/material';
import { codeDescriptions } from '@landrecords/contracts/codes';
import type { UserRecord } from '@landrecords/contracts/users/user';
import { AccountLookupInput } from '../lookups';
import { ExportUsersButton } from './ExportUsersButton';
import { UserDeleteButton } from './UserDeleteButton';
import { UsernameField } from './UsernameField';
import { UserPasswordButton } from './UserPasswordButton';
import { UserStatusButton } from './UserStatusButton';
import { seesProtected, useUserTemplate } from './useUserTemplate';

/** Always one of the four (isRequired: react-admin adds no blank choice), ALL by default. */
const statusChoices = [
  { id: 'ALL', name: 'users.statusFilter.ALL' },
  { id: 'A', name: 'users.statusFilter.A' },
  { id: 'I', name: 'users.statusFilter.I' },
  { id: 'P', name: 'users.statusFilter.P' },
];

/** 10 rows a page, "Displaying Results: x-y of n" (002 §2.3, §9). */
function UserPagination() {
  const translate = useTranslate();
  // react-admin passes what it does not know on to MUI's TablePagination, which words the range.
  const tablePagination: Pick<TablePaginationProps, 'labelDisplayedRows'> = {
    labelDisplayedRows: ({ from, to, count }) => translate('users.list.displaying', { from, to, count }),
  };
  return <Pagination rowsPerPageOptions={[]} {...(tablePagination as object)} />;
}

function UserListActions() {
  return (
    <TopToolbar>
      <CreateButton label="users.actions.new" />
      <ExportUsersButton />
    </TopToolbar>
  );
}

/**
 * /userManager (002 §2.3): free text, the status select and, for TRIMIN and COUNTY, the account lookup; Username
 * with its badge, Name, Account, User Type; Edit, Password, Activate or Deactivate and Delete on each row.
 */
export function UserList() {
  const translate = useTranslate();
  const { data: template } = useUserTemplate();
  // On a phone, react-admin's demo lists as SimpleList: each user opens its form, which has every button.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('users.filters.q')}
      aria-label={translate('users.filters.q')}
    />,
    <SelectInput
      key="status"
      source="status"
      label="users.filters.status"
      choices={statusChoices}
      alwaysOn
      isRequired
      sx={{ '& .MuiInputLabel-root span[aria-hidden]': { display: 'none' } }}
    />,
    ...(seesProtected(template) ? [<AccountLookupInput key="accountId" source="accountId" alwaysOn />] : []),
  ];
  return (
    <List
      resource="users"
      title={translate('users.title')}
      filters={filters}
      filterDefaultValues={{ status: 'ALL' }}
      perPage={10}
      sort={{ field: 'username', order: 'ASC' }}
      pagination={<UserPagination />}
      actions={<UserListActions />}
      exporter={false}
    >
      {narrow ? (
        <SimpleList<UserRecord>
          primaryText={() => <UsernameField source="username" />}
          secondaryText={(user) => `${user.firstName} ${user.lastName}`}
          tertiaryText={(user) => user.accountName}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <UsernameField source="username" label="users.fields.username" />
          <FunctionField<UserRecord>
            label="users.fields.name"
            sortBy="name"
            render={(user) => `${user.firstName} ${user.lastName}`}
          />
          <TextField source="accountName" label="users.fields.account" />
          <FunctionField<UserRecord>
            label="users.fields.role"
            sortBy="role"
            render={(user) => translate(`users.roles.${user.role}`, { _: codeDescriptions.role[user.role] })}
          />
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <EditButton />
            <UserPasswordButton />
            <UserStatusButton />
            <UserDeleteButton />
          </Box>
        </Datagrid>
      )}
    </List>
  );
}
