import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect, FieldRow, Text } from './fields';
import { SearchForm } from './SearchForm';

/** The text's label follows Search In (001 §2.9): a document number, text or either. */
function TextField({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const searchIn = useWatch({ control, name: 'searchIn' }) as string;
  const label = searchIn === 'DOCUMENT' ? 'textDocument' : searchIn === 'ALL' ? 'textOrDocument' : 'text';
  return <Text control={control} name="text" label={t(`searchForms.fields.${label}`)} required />;
}

/** {Torrens label} Text (001 §2.9). */
export default function TorrensTextForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  return (
    <SearchForm type="searchByTorrensText" historyNumber={historyNumber} datesApply={() => false}>
      {({ control }) => (
        <FieldRow>
          <TextField control={control} />
          <ChoiceSelect
            control={control}
            name="searchIn"
            label={t('searchForms.fields.searchIn')}
            group="torrensSearchIn"
            values={['ALL', 'LEGAL', 'DOCUMENT', 'MEMORIAL', 'RECITAL']}
          />
        </FieldRow>
      )}
    </SearchForm>
  );
}
