import { LegalFields } from './LegalFields';
import { SearchForm } from './SearchForm';

/** Tract Book Search by Legal (001 §2.10): the legal fields without names or document type. */
export default function TractBookLegalForm({ historyNumber }: { historyNumber?: number }) {
  return (
    <SearchForm type="searchByTractBookLegal" historyNumber={historyNumber}>
      {(form, settings) => <LegalFields form={form} settings={settings} variant="tractBook" />}
    </SearchForm>
  );
}
