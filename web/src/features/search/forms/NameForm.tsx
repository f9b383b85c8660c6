import { useTranslation } from 'react-i18next';
import { showsDocumentType } from '@landrecords/contracts/search/form-settings';
import { ChoiceSelect, CodeSelect, DateRangeFields, FieldRow, NameFields } from './fields';
import { SearchForm } from './SearchForm';

/** Search by Name (001 §2.2). */
export default function NameForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByName" historyNumber={historyNumber}>
      {({ control }, settings) => (
        <>
          <NameFields
            control={control}
            last={['grantorGranteeLastName1', f('lastName1')]}
            first={['grantorGranteeFirstName1', f('firstName1')]}
            initial={['grantorGranteeMiddleInitial1', f('middleInitial1')]}
            required
          />
          <FieldRow>
            <ChoiceSelect
              control={control}
              name="andOr"
              label={f('andOr')}
              group="andOr"
              values={['OR', 'AND']}
              cell={{ xs: 6, sm: 3 }}
            />
          </FieldRow>
          <NameFields
            control={control}
            last={['grantorGranteeLastName2', f('lastName2')]}
            first={['grantorGranteeFirstName2', f('firstName2')]}
            initial={['grantorGranteeMiddleInitial2', f('middleInitial2')]}
          />
          <FieldRow>
            <ChoiceSelect
              control={control}
              name="grantorGranteeSearchIn"
              label={f('searchIn')}
              group="searchIn"
              values={['BOTH', 'GRANTORS', 'GRANTEES']}
            />
            {showsDocumentType(settings) && (
              <CodeSelect control={control} name="documentType" list="documentTypes" label={f('documentType')} />
            )}
            <CodeSelect control={control} name="instrumentGroup" list="instrumentGroups" label={f('instrumentGroup')} />
          </FieldRow>
          <DateRangeFields control={control} />
        </>
      )}
    </SearchForm>
  );
}
