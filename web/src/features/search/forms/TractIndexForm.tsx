import { useTranslation } from 'react-i18next';
import { CodeSelect, DateRangeFields, FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** Tract Index search (001 §2.11): island from the county's list, village typed, parcel ID letters and digits. */
export default function TractIndexForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByTractIndexNMI" historyNumber={historyNumber}>
      {({ control }) => (
        <>
          <FieldRow>
            <CodeSelect control={control} name="island" list="islands" label={f('island')} />
            <Text control={control} name="village" label={f('village')} required />
            <Text control={control} name="parcelId" label={f('parcelId')} />
          </FieldRow>
          <DateRangeFields control={control} />
        </>
      )}
    </SearchForm>
  );
}
