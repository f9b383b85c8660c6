import { Grid, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { states } from '@landrecords/contracts/validation/states';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { SelectInput } from '../../components/form/SelectInput';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { showFieldErrors, useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { useCurrentUser } from '../../lib/session';
import { AcknowledgementInput } from './AcknowledgementInput';
import type { EfileProfile } from './api';
import { efileFormSchema, emptyEfileForm, fieldsOf } from './efile-form';
import { FileInput } from './FileInput';
import { ProfileCheckbox } from './ProfileCheckbox';
import { efileTypes, type EfileGuidance } from './types';
import { useEfileFlow } from './use-efile-flow';

const stateOptions = states.map((state) => ({ value: state.code, label: `${state.code} - ${state.description}` }));
const typeKeys = { LR: 'landRecord', MAP: 'map', MAR: 'marriageLicense', 'UCC-1': 'ucc1', 'UCC-2': 'ucc2' } as const;

type Props = { guidance: EfileGuidance; stateCode: string };

/** The e-file form of 002 §2.1 in its order: type, file, Use profile, the filer, the acknowledgement. */
export function EfileForm({ guidance, stateCode }: Props) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const flow = useEfileFlow();
  // Each filing done starts the form afresh, Use profile unticked too.
  const [round, setRound] = useState(0);
  const empty = emptyEfileForm(stateCode);
  const form = useZodForm(efileFormSchema(guidance.acknowledgement), empty);
  const { control, setValue, formState } = form;

  const fillFrom = (profile: EfileProfile) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('name', [profile.firstName, profile.lastName].filter(Boolean).join(' '), options);
    setValue('email', profile.email ?? '', options);
    setValue('address1', profile.address ?? '', options);
    setValue('city', profile.city ?? '', options);
    setValue('state', profile.state || empty.state, options);
    setValue('zip', profile.zip ?? '', options);
  };

  const submit = useSingleSubmit(form, async (values) => {
    const filed = await flow.file(values.file, fieldsOf(values), (error) => showFieldErrors(form.setError, error));
    if (!filed) return;
    form.reset(empty);
    setRound((count) => count + 1);
  });

  const busy = formState.isSubmitting;
  const half = { xs: 12, sm: 6 };
  return (
    <Stack component="form" onSubmit={submit} noValidate aria-label={t('efile.formLabel')}>
      <Grid container columnSpacing={2}>
        <Grid size={half}>
          <SelectInput
            control={control}
            name="efileType"
            label={t('efile.documentType')}
            required
            options={efileTypes.map((type) => ({ value: type, label: t(`efile.types.${typeKeys[type]}`) }))}
          />
        </Grid>
        <Grid size={12}>
          <FileInput control={control} progress={flow.progress} onChosen={() => void form.trigger('file')} />
        </Grid>
        {user && user.role !== 'GUEST' && (
          <Grid size={12}>
            <ProfileCheckbox key={round} onProfile={fillFrom} />
          </Grid>
        )}
        <Grid size={12}>
          <TextInput control={control} name="name" label={t('efile.name')} required autoComplete="name" />
        </Grid>
        <Grid size={12}>
          <TextInput
            control={control}
            name="email"
            label={t('fields.email')}
            required
            type="email"
            autoComplete="email"
          />
        </Grid>
        <Grid size={12}>
          <TextInput
            control={control}
            name="address1"
            label={t('efile.address1')}
            required
            autoComplete="address-line1"
          />
        </Grid>
        <Grid size={12}>
          <TextInput control={control} name="address2" label={t('efile.address2')} autoComplete="address-line2" />
        </Grid>
        <Grid size={half}>
          <TextInput control={control} name="city" label={t('fields.city')} required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 7, sm: 4 }}>
          <SelectInput control={control} name="state" label={t('fields.state')} required options={stateOptions} />
        </Grid>
        <Grid size={{ xs: 5, sm: 2 }}>
          <TextInput
            control={control}
            name="zip"
            label={t('fields.zip')}
            required
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
        </Grid>
        {guidance.acknowledgement && (
          <Grid size={12}>
            <AcknowledgementInput control={control} statement={guidance.acknowledgementStatement} />
          </Grid>
        )}
      </Grid>
      <FormErrorSummary control={control} />
      <SubmitButton busy={busy} sx={{ mt: 2, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {t('common.submit')}
      </SubmitButton>
      {flow.dialogs}
    </Stack>
  );
}
