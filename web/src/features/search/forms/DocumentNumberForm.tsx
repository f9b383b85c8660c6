import { useTranslation } from 'react-i18next';
import { showsDocumentType } from '@landrecords/contracts/search/form-settings';
import { CodeSelect, FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** Search by Document Number (001 §2.6): one number, or a range of digits. */
export default function DocumentNumberForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByDocumentNumber" historyNumber={historyNumber} datesApply={() => false}>
      {({ control }, settings) => (
        <FieldRow>
          {showsDocumentType(settings) && (
            <CodeSelect
              control={control}
              name="documentType"
              list="documentTypes"
              label={f('documentType')}
              cell={{ xs: 12 }}
            />
          )}
          <Text control={control} name="fromDocumentNumber" label={f('fromDocumentNumber')} required />
          <Text control={control} name="toDocumentNumber" label={f('toDocumentNumber')} />
        </FieldRow>
      )}
    </SearchForm>
  );
}
