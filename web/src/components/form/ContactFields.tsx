import { FormControl, FormControlLabel, FormLabel, Grid, Radio, RadioGroup } from '@mui/material';
import { useController, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfilePayload } from '@landrecords/contracts/auth/payloads';
import { formatStandardPhone } from '@landrecords/contracts/validation/person';
import { states } from '@landrecords/contracts/validation/states';
import { SelectInput } from './SelectInput';
import { TextInput } from './TextInput';

type ContactValues = Pick<
  ProfilePayload,
  'firstName' | 'lastName' | 'company' | 'address' | 'city' | 'state' | 'zip' | 'email' | 'phoneFormatType' | 'phone'
>;

const stateOptions = states.map((state) => ({ value: state.code, label: `${state.code} - ${state.description}` }));

/**
 * The contact fields of registration and the profile (000 §3): names, company, address, state, zip, email and a
 * phone in the chosen format, typed digits shown as (XXX) XXX-XXXX for STANDARD.
 */
export function ContactFields<Values extends FieldValues, Output>({
  control,
}: {
  control: Control<Values, unknown, Output>;
}) {
  const { t } = useTranslation();
  const typed = control as unknown as Control<ContactValues>;
  const format = useWatch({ control: typed, name: 'phoneFormatType' });
  const formatField = useController({ control: typed, name: 'phoneFormatType' });
  const half = { xs: 12, sm: 6 };
  return (
    <Grid container columnSpacing={2}>
      <Grid size={half}>
        <TextInput control={typed} name="firstName" label={t('fields.firstName')} required autoComplete="given-name" />
      </Grid>
      <Grid size={half}>
        <TextInput control={typed} name="lastName" label={t('fields.lastName')} required autoComplete="family-name" />
      </Grid>
      <Grid size={12}>
        <TextInput control={typed} name="company" label={t('fields.company')} autoComplete="organization" />
      </Grid>
      <Grid size={12}>
        <TextInput control={typed} name="address" label={t('fields.address')} required autoComplete="street-address" />
      </Grid>
      <Grid size={half}>
        <TextInput control={typed} name="city" label={t('fields.city')} required autoComplete="address-level2" />
      </Grid>
      <Grid size={{ xs: 8, sm: 4 }}>
        <SelectInput control={typed} name="state" label={t('fields.state')} required options={stateOptions} />
      </Grid>
      <Grid size={{ xs: 4, sm: 2 }}>
        <TextInput
          control={typed}
          name="zip"
          label={t('fields.zip')}
          required
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Grid>
      <Grid size={12}>
        <TextInput control={typed} name="email" label={t('fields.email')} required type="email" autoComplete="email" />
      </Grid>
      <Grid size={12}>
        <FormControl>
          <FormLabel id="phone-format">{t('fields.phoneFormat')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="phone-format"
            name={formatField.field.name}
            value={formatField.field.value ?? 'STANDARD'}
            onChange={(event) => formatField.field.onChange(event.target.value)}
          >
            <FormControlLabel value="STANDARD" control={<Radio />} label={t('fields.phoneStandard')} />
            <FormControlLabel value="INTERNATIONAL" control={<Radio />} label={t('fields.phoneInternational')} />
          </RadioGroup>
        </FormControl>
      </Grid>
      <Grid size={12}>
        <TextInput
          control={typed}
          name="phone"
          label={t('fields.phone')}
          required
          type="tel"
          autoComplete="tel"
          format={format === 'INTERNATIONAL' ? undefined : formatStandardPhone}
          helperText={format === 'INTERNATIONAL' ? t('fields.phoneInternationalHint') : t('fields.phoneStandardHint')}
        />
      </Grid>
    </Grid>
  );
}
