import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  NumberField,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AccountDeleteButton } from './AccountDeleteButton';
import { AccountMoreMenu } from './AccountMoreMenu';
import { AccountStatusButton } from './AccountStatusButton';
import { ExportAccountsButton } from './ExportAccountsButton';
import type { AccountRow } from './types';

/** ALL is the select's empty choice, the others its options (a second "All Accounts" would repeat it). */
const statusChoices = ['A', 'NB', 'NIR', 'I'].map((id) => ({ id, name: `accounts.status.${id}` }));

/** Free text and the status select of 002 §2.4; SearchInput takes its placeholder as it is, so it is translated here. */
function useAccountFilters() {
  const translate = useTranslate();
  const search = translate('accounts.filter.q');
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={search} aria-label={search} />,
    <SelectInput
      key="status"
      source="status"
      label="accounts.filter.status"
      choices={statusChoices}
      alwaysOn
      emptyValue="ALL"
      emptyText="accounts.status.ALL"
    />,
  ];
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton to="/controlPanel/accounts/0" />
    <ExportAccountsButton />
  </TopToolbar>
);

/** 10 a page, no choice of size; "Displaying Results: x-y of n" is the catalogs' ra.navigation.page_range_info (002 §2.4, §9). */
const AccountPagination = () => <Pagination rowsPerPageOptions={[]} />;

const Column = DataTable.Col<AccountRow>;

/** Edit, named for its account: a screen reader's list of buttons tells the rows apart. */
function AccountEditButton() {
  const record = useRecordContext<AccountRow>();
  const translate = useTranslate();
  return (
    <EditButton
      to={`/controlPanel/accounts/${record?.id ?? ''}`}
      aria-label={translate('accounts.action.editNamed', { name: record?.name ?? '' })}
    />
  );
}

/** A type or payment method code in the reader's language. */
function CodeField({ source }: { source: 'accountType' | 'paymentMethod' }) {
  const record = useRecordContext<AccountRow>();
  const translate = useTranslate();
  return record ? <>{translate(`accounts.${source}.${record[source]}`)}</> : null;
}

/** On a phone: the name with its type, payment method and fee under it, so the row keeps room for its buttons. */
function NameWithDetails() {
  const record = useRecordContext<AccountRow>();
  const translate = useTranslate();
  if (!record) return null;
  const fee = record.monthlyFee.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      {record.name}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {[
          translate(`accounts.accountType.${record.accountType}`),
          translate(`accounts.paymentMethod.${record.paymentMethod}`),
          translate('accounts.list.fee', { fee }),
        ].join(' · ')}
      </Typography>
    </>
  );
}

/** The account list of 002 §2.4 (/controlPanel/accounts). */
export function AccountList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={useAccountFilters()}
      filterDefaultValues={{ status: 'ALL' }}
      perPage={10}
      pagination={<AccountPagination />}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      title="accounts.list.title"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {phone ? (
          <Column source="name" label="accounts.fields.name">
            <NameWithDetails />
          </Column>
        ) : (
          [
            <Column key="name" source="name" label="accounts.fields.name" />,
            <Column key="accountType" source="accountType" label="accounts.fields.accountTypeShort">
              <CodeField source="accountType" />
            </Column>,
            <Column key="paymentMethod" source="paymentMethod" label="accounts.fields.paymentMethod">
              <CodeField source="paymentMethod" />
            </Column>,
            <Column key="monthlyFee" source="monthlyFee" label="accounts.fields.monthlyFeeColumn" align="right">
              <NumberField source="monthlyFee" options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
            </Column>,
          ]
        )}
        <Column label="accounts.list.actions" disableSort>
          <Box sx={{ display: 'flex', flexWrap: phone ? 'nowrap' : 'wrap', gap: 0.5 }}>
            <AccountEditButton />
            <AccountMoreMenu />
            <AccountStatusButton />
            <AccountDeleteButton />
          </Box>
        </Column>
      </DataTable>
    </List>
  );
}
