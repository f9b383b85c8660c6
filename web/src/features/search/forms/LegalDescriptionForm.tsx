import { LegalFields } from './LegalFields';
import { SearchForm } from './SearchForm';

/** Search by Legal Description (001 §2.7). */
export default function LegalDescriptionForm({ historyNumber }: { historyNumber?: number }) {
  return (
    <SearchForm type="searchByLegalDescription" historyNumber={historyNumber}>
      {(form, settings) => <LegalFields form={form} settings={settings} variant="legal" />}
    </SearchForm>
  );
}
