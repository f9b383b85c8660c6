import { useTranslation } from 'react-i18next';
import { FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** {Torrens label} Certificate (001 §2.9). */
export default function TorrensCertificateForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  return (
    <SearchForm type="searchByTorrensCertificate" historyNumber={historyNumber} datesApply={() => false}>
      {({ control }) => (
        <FieldRow>
          <Text control={control} name="certificateNumber" label={t('searchForms.fields.certificateNumber')} required />
        </FieldRow>
      )}
    </SearchForm>
  );
}
