import { PlatEntry } from './PlatEntry';
import { SearchForm } from './SearchForm';

/** Plat Search (001 §2.12). The plat code is sent; the number and name only fill the fields. */
export default function PlatForm({ historyNumber }: { historyNumber?: number }) {
  return (
    <SearchForm
      type="searchByPlat"
      historyNumber={historyNumber}
      datesApply={() => false}
      prepare={(values) => ({ ...values, platNumber: '' })}
    >
      {(form) => <PlatEntry form={form} />}
    </SearchForm>
  );
}
