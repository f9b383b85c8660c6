import { useTranslation } from 'react-i18next';
import { showsDocumentType } from '@landrecords/contracts/search/form-settings';
import { CodeSelect, DateRangeFields, FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** Search by Parcel ID (001 §2.8). */
export default function ParcelIdForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByParcelId" historyNumber={historyNumber}>
      {({ control }, settings) => (
        <>
          <FieldRow>
            <Text control={control} name="parcelId" label={f('parcelId')} required />
            {showsDocumentType(settings) && (
              <CodeSelect control={control} name="documentType" list="documentTypes" label={f('documentType')} />
            )}
          </FieldRow>
          <DateRangeFields control={control} />
        </>
      )}
    </SearchForm>
  );
}
