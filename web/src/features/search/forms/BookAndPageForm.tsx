import { useTranslation } from 'react-i18next';
import { CodeSelect, FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** Search by {book label} & Page (001 §2.4): book type only when the county uses book types. */
export default function BookAndPageForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByBookAndPage" historyNumber={historyNumber}>
      {({ control }, settings) => (
        <FieldRow>
          <Text control={control} name="book" label={settings.bookLabel} required cell={{ xs: 6, sm: 4 }} />
          <Text control={control} name="page" label={f('page')} cell={{ xs: 6, sm: 4 }} />
          {settings.bookType && (
            <CodeSelect
              control={control}
              name="bookType"
              list="bookTypes"
              label={f('bookType')}
              cell={{ xs: 12, sm: 4 }}
            />
          )}
        </FieldRow>
      )}
    </SearchForm>
  );
}
