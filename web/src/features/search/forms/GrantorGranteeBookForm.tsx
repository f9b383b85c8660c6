import { useTranslation } from 'react-i18next';
import { ChoiceSelect, DateRangeFields, FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** Grantor Grantee Book Search (001 §2.13). */
export default function GrantorGranteeBookForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByGrantorGranteeBook" historyNumber={historyNumber}>
      {({ control }) => (
        <>
          <FieldRow>
            <Text control={control} name="lastName" label={f('lastName')} required />
            <ChoiceSelect
              control={control}
              name="grantorGranteeSearchIn"
              label={f('searchIn')}
              group="searchIn"
              values={['BOTH', 'GRANTORS', 'GRANTEES']}
            />
          </FieldRow>
          <DateRangeFields control={control} />
        </>
      )}
    </SearchForm>
  );
}
