import { Typography } from '@mui/material';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showsDocumentType, type SearchSettings } from '@landrecords/contracts/search/form-settings';
import {
  CheckboxField,
  ChoiceRadios,
  ChoiceSelect,
  CodeSelect,
  DateRangeFields,
  FieldRow,
  NameFields,
  QuarterSelect,
  Text,
} from './fields';
import { PlatEntry } from './PlatEntry';

const small = { xs: 6, sm: 3 };

/**
 * The legal description's fields (001 §2.7, §2.10): Lots & Blocks shows the plat, lot and building rows,
 * Metes & Bounds the section rows; the quarters, base, meridian, municipality, sublot and the other lot of metes
 * and bounds only where the county uses them. The tract book's has no name block and no document type.
 */
export function LegalFields({
  form,
  settings,
  variant,
}: {
  form: UseFormReturn<FieldValues>;
  settings: SearchSettings;
  variant: 'legal' | 'tractBook';
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`searchForms.fields.${key}`);
  const { control } = form;
  const legalType = useWatch({ control, name: 'legalType' }) as 'LB' | 'MB';
  const suffix = legalType === 'MB' ? 'Mb' : 'Lb';
  const municipality = (name: string) =>
    settings.municipality &&
    (settings.useMunicipalityCodes ? (
      <CodeSelect control={control} name={name} list="municipalities" label={f('municipality')} blank />
    ) : (
      <Text control={control} name={name} label={f('municipality')} />
    ));
  return (
    <>
      <ChoiceRadios control={control} name="legalType" label={f('legalType')} group="legalType" values={['LB', 'MB']} />
      <FieldRow>
        <ChoiceSelect
          control={control}
          name="searchMethod"
          label={f('searchMethod')}
          group="searchMethod"
          values={['CONTAINS', 'EXACT']}
        />
      </FieldRow>
      {legalType === 'MB' ? (
        <>
          <FieldRow>
            <Text
              control={control}
              name="section"
              label={f('section')}
              required={variant === 'tractBook'}
              cell={{ xs: 4 }}
            />
            <Text control={control} name="township" label={f('township')} required cell={{ xs: 4 }} />
            <Text control={control} name="range" label={f('range')} required cell={{ xs: 4 }} />
          </FieldRow>
          <FieldRow>
            {settings.qqqq && <QuarterSelect control={control} name="qqqq" label={f('qqqq')} />}
            {settings.qqq && <QuarterSelect control={control} name="qqq" label={f('qqq')} />}
            <QuarterSelect control={control} name="qq" label={f('qq')} />
            <QuarterSelect control={control} name="q" label={f('q')} />
          </FieldRow>
          <FieldRow>
            {settings.baseline && <Text control={control} name="base" label={f('base')} cell={small} />}
            {settings.meridian && <Text control={control} name="meridian" label={f('meridian')} cell={small} />}
            {municipality('municipality')}
          </FieldRow>
          {settings.mbOtherLot && (
            <FieldRow>
              <CodeSelect
                control={control}
                name="otherLotCodeMb"
                list="otherLotCodes"
                label={f('otherLotCode')}
                blank
              />
              <Text control={control} name="otherLotMb" label={f('otherLot')} />
            </FieldRow>
          )}
        </>
      ) : (
        <>
          <PlatEntry form={form} />
          <FieldRow>
            <Text control={control} name="lot" label={f('lot')} cell={small} />
            <Text control={control} name="block" label={f('block')} cell={small} />
            {settings.sublot && <Text control={control} name="sublot" label={f('sublot')} cell={small} />}
            {municipality('lbMunicipality')}
          </FieldRow>
          <FieldRow>
            <CodeSelect control={control} name="otherLotCodeLb" list="otherLotCodes" label={f('otherLotCode')} blank />
            <Text control={control} name="otherLotLb" label={f('otherLot')} />
          </FieldRow>
          <FieldRow>
            <Text control={control} name="building" label={f('building')} cell={{ xs: 4 }} />
            <Text control={control} name="unit" label={f('unit')} cell={{ xs: 4 }} />
            <Text control={control} name="garage" label={f('garage')} cell={{ xs: 4 }} />
          </FieldRow>
          <CheckboxField control={control} name="hideOtherLots" label={f('hideOtherLots')} />
        </>
      )}
      {variant === 'legal' && (
        <>
          <FieldRow>
            {showsDocumentType(settings) && (
              <CodeSelect control={control} name="documentType" list="documentTypes" label={f('documentType')} />
            )}
            <CodeSelect control={control} name="instrumentGroup" list="instrumentGroups" label={f('instrumentGroup')} />
          </FieldRow>
          <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
            {f('grantorGrantee')}
          </Typography>
          <NameFields
            key={suffix}
            control={control}
            last={[`grantorGranteeLastName${suffix}`, f('ggLastName')]}
            first={[`grantorGranteeFirstName${suffix}`, f('ggFirstName')]}
            initial={[`grantorGranteeMiddleInitial${suffix}`, f('ggMiddleInitial')]}
          />
        </>
      )}
      <DateRangeFields control={control} recorded={variant === 'tractBook'} />
    </>
  );
}
