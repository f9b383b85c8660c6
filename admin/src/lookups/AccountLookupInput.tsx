import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';

type Props = { source?: string; label?: string; alwaysOn?: boolean };

/**
 * The account selection of 001 §2.22 for county staff: the accounts whose name holds the typed text, 10 at a
 * time, by name (react-admin's reference input over /api/admin/accounts).
 */
export function AccountLookupInput({ source = 'accountId', label = 'lookups.account', alwaysOn: _alwaysOn }: Props) {
  const translate = useTranslate();
  return (
    <ReferenceInput source={source} reference="accounts" perPage={10} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        optionText="name"
        filterToQuery={(text: string) => ({ q: text })}
        noOptionsText={translate('lookups.none')}
        size="small"
        sx={{ minWidth: 300 }}
      />
    </ReferenceInput>
  );
}
