import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { taxLienMethods } from '@landrecords/contracts/search/criteria';
import { taxLienCriteria } from './tax-lien-criteria';
import { showsDocumentType } from '@landrecords/contracts/search/form-settings';
import { ChoiceRadios, ChoiceSelect, CodeSelect, DateRangeFields, FieldRow, NameFields, Text } from './fields';
import { SearchForm } from './SearchForm';
import { useCountyToday } from './form-data';

/** Tax Lien Search (001 §2.14): the Search By radio switches which fields show; Current/Expired always. */
export default function TaxLienForm({ historyNumber }: { historyNumber?: number }) {
  const { t } = useTranslation();
  const today = useCountyToday();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  return (
    <SearchForm
      type="searchByTaxLien"
      historyNumber={historyNumber}
      datesApply={(values) => values.searchBy === 'DATE_RANGE'}
      prepare={(values, defaults) => taxLienCriteria(values, defaults, today)}
    >
      {({ control }, settings) => <Fields control={control} documentType={showsDocumentType(settings)} f={f} />}
    </SearchForm>
  );
}

function Fields({
  control,
  documentType,
  f,
}: {
  control: Parameters<typeof Text>[0]['control'];
  documentType: boolean;
  f: (key: string) => string;
}) {
  const method = useWatch({ control, name: 'searchBy' }) as string;
  return (
    <>
      <ChoiceRadios
        control={control}
        name="searchBy"
        label={f('searchBy')}
        group="taxLienMethod"
        values={taxLienMethods}
      />
      {method === 'DATE_RANGE' && (
        <>
          <DateRangeFields control={control} />
          {documentType && (
            <FieldRow>
              <CodeSelect control={control} name="documentType" list="documentTypes" label={f('documentType')} />
            </FieldRow>
          )}
        </>
      )}
      {method === 'DOCUMENT_NUMBER' && (
        <FieldRow>
          <Text control={control} name="documentNumber" label={f('documentNumber')} required />
        </FieldRow>
      )}
      {method === 'LIEN_NUMBER' && (
        <FieldRow>
          <Text control={control} name="lienNumber" label={f('lienNumber')} required />
        </FieldRow>
      )}
      {method === 'TAXPAYER_NAME' && (
        <NameFields
          control={control}
          last={['taxpayerName', f('taxpayerName')]}
          first={['taxpayerFirstName', f('taxpayerFirstName')]}
          initial={['taxpayerMiddleInitial', f('taxpayerMiddleInitial')]}
          required
        />
      )}
      <FieldRow>
        <ChoiceSelect
          control={control}
          name="currentOrExpired"
          label={f('currentOrExpired')}
          group="currentOrExpired"
          values={['ALL', 'CURRENT', 'EXPIRED']}
        />
      </FieldRow>
    </>
  );
}
