import { useTranslation } from 'react-i18next';
import { FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** Tract Book Search by ID (001 §2.10). */
export default function TractBookIdForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  return (
    <SearchForm type="searchByTractBookId" historyNumber={historyNumber} datesApply={() => false}>
      {({ control }) => (
        <FieldRow>
          <Text control={control} name="tractBookId" label={t('searchForms.fields.tractBookId')} required />
        </FieldRow>
      )}
    </SearchForm>
  );
}
