import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import type { UserRecord } from '@landrecords/contracts/users/user';

type Props = { source?: string; label?: string; alwaysOn?: boolean; accountId?: number };

const optionText = (user: UserRecord) => `${user.username} (${user.firstName} ${user.lastName})`;

/**
 * The user selection of 001 §2.22: the users the caller manages whose username, name or email holds the typed
 * text, 10 at a time (react-admin's reference input over /api/admin/users, within the caller's scope; an
 * account administrator sees only its own account's). `accountId` narrows it to one account.
 */
export function UserLookupInput({ source = 'userId', label = 'lookups.user', alwaysOn: _alwaysOn, accountId }: Props) {
  const translate = useTranslate();
  return (
    <ReferenceInput
      source={source}
      reference="users"
      perPage={10}
      sort={{ field: 'username', order: 'ASC' }}
      filter={accountId ? { accountId } : {}}
    >
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={(text: string) => ({ q: text })}
        noOptionsText={translate('lookups.none')}
        size="small"
        sx={{ minWidth: 300 }}
      />
    </ReferenceInput>
  );
}
