import { useTranslation } from 'react-i18next';
import { showsDocumentType } from '@landrecords/contracts/search/form-settings';
import { ChoiceSelect, CodeSelect, DateRangeFields, FieldRow, Initial, Text } from './fields';
import { SearchForm } from './SearchForm';

const third = { xs: 12 };
const firstSize = { xs: 6, lg: 8 };
const initialSize = { xs: 6, lg: 4 };

/** Search by Name (001 §2.2). */
export default function NameForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm type="searchByName" historyNumber={historyNumber}>
      {({ control }, settings) => (
        <>
          <FieldRow>
            <Text control={control} name="grantorGranteeLastName1" label={f('lastName1')} required cell={third} />
            <Text control={control} name="grantorGranteeFirstName1" label={f('firstName1')} cell={firstSize} />
            <Initial
              control={control}
              name="grantorGranteeMiddleInitial1"
              label={f('middleInitial1')}
              cell={initialSize}
            />
          </FieldRow>
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
          <FieldRow>
            <Text control={control} name="grantorGranteeLastName2" label={f('lastName2')} cell={third} />
            <Text control={control} name="grantorGranteeFirstName2" label={f('firstName2')} cell={firstSize} />
            <Initial
              control={control}
              name="grantorGranteeMiddleInitial2"
              label={f('middleInitial2')}
              cell={initialSize}
            />
          </FieldRow>
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
