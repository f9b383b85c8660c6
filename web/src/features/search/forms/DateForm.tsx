import { useTranslation } from 'react-i18next';
import { showsDocumentType } from '@landrecords/contracts/search/form-settings';
import { CodeSelect, DateRangeFields, FieldRow } from './fields';
import { SearchForm } from './SearchForm';

/** Search by Date (001 §2.5). */
export default function DateForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByDate" historyNumber={historyNumber}>
      {({ control }, settings) => (
        <>
          <DateRangeFields control={control} />
          <FieldRow>
            {showsDocumentType(settings) && (
              <CodeSelect control={control} name="documentType" list="documentTypes" label={f('documentType')} />
            )}
            <CodeSelect control={control} name="instrumentGroup" list="instrumentGroups" label={f('instrumentGroup')} />
          </FieldRow>
        </>
      )}
    </SearchForm>
  );
}
