import { useTranslation } from 'react-i18next';
import { CodeSelect, DateRangeFields, FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** Search by Address (001 §2.3). */
export default function AddressForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByAddress" historyNumber={historyNumber}>
      {({ control }) => (
        <>
          <FieldRow>
            <Text control={control} name="streetNumber" label={f('streetNumber')} required cell={{ xs: 12, sm: 4 }} />
            <Text control={control} name="streetName" label={f('streetName')} required cell={{ xs: 12, sm: 8 }} />
            <Text control={control} name="city" label={f('city')} />
            <CodeSelect control={control} name="instrumentGroup" list="instrumentGroups" label={f('instrumentGroup')} />
          </FieldRow>
          <DateRangeFields control={control} />
        </>
      )}
    </SearchForm>
  );
}
