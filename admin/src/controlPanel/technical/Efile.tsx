import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { Box, InputAdornment, Typography } from '@mui/material';
import { surchargeMethods } from '@landrecords/contracts/config/card-and-escrow';
import { MoneyInput, SectionForm, SectionTextInput } from '../form';

const field = 'controlPanel.technical.fields';
const wide = { maxWidth: '40rem' };

/** A titled group of the form's fields. */
function Group({ legend, help, children }: { legend: string; help?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
        {translate(`${field}.legend.${legend}`)}
      </Typography>
      {help && (
        <Typography variant="body2" sx={{ mb: 1, ...wide }}>
          {translate(`${field}.${help}`)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Box>
  );
}

const surchargeLabel = (name: string) => `controlPanel.feeStructure.form.surcharge.${name}`;
const methodChoices = surchargeMethods.map((id) => ({ id, name: surchargeLabel(id) }));

/** The payment surcharge: its method and the chosen method's amount, shown once it applies. */
function PaymentSurcharge() {
  const applies = Boolean(useWatch({ name: 'applySurcharge' }));
  const method = useWatch({ name: 'surchargeMethod' }) as string | undefined;
  return (
    <>
      <BooleanInput source="applySurcharge" label={surchargeLabel('applySurcharge')} helperText={false} />
      {applies && (
        <>
          <RadioButtonGroupInput
            source="surchargeMethod"
            label={surchargeLabel('method')}
            choices={methodChoices}
            row
          />
          {method === 'percent' ? (
            <NumberInput
              source="surchargePercent"
              label={surchargeLabel('percentAmount')}
              step={0.01}
              min={0}
              max={100}
              sx={{ width: '14rem' }}
              slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
            />
          ) : (
            <MoneyInput source="surcharge" label={surchargeLabel('dollarsAmount')} sx={{ width: '14rem' }} />
          )}
        </>
      )}
    </>
  );
}

const checks = ['checkPageSize', 'checkResolution', 'checkBlackAndWhite', 'checkTopMargin', 'checkBlankPages'];

/**
 * /controlPanel/efile (002 §3 E-file config): whether e-filing is offered, its note and the acknowledgement; and
 * ours (docs/decisions.md, "E-file charges and checks"): the e-file rates, the payment surcharge of filers who pay
 * from their account, the checks before payment and whether a filer may submit past their warnings.
 */
export default function Efile() {
  return (
    <SectionForm section="efile">
      <BooleanInput source="efile" label={`${field}.efile`} helperText={`${field}.efileHelp`} />
      <SectionTextInput
        source="efileCountyNote"
        label={`${field}.efileCountyNote`}
        multiline
        minRows={3}
        fullWidth
        sx={wide}
      />
      <BooleanInput source="acknowledgement" label={`${field}.acknowledgement`} helperText={false} />
      <SectionTextInput
        source="acknowledgementStatement"
        label={`${field}.acknowledgementStatement`}
        helperText={`${field}.acknowledgementStatementHelp`}
        multiline
        minRows={3}
        fullWidth
        sx={wide}
      />
      <Group legend="efileRates">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <MoneyInput source="firstPageRate" label={`${field}.firstPageRate`} sx={{ width: '14rem' }} />
          <MoneyInput
            source="additionalPagesRate"
            label={`${field}.additionalPagesRate`}
            helperText={`${field}.additionalPagesRateHelp`}
            sx={{ width: '14rem' }}
          />
        </Box>
      </Group>
      <Group legend="efileSurcharge" help="efileSurchargeHelp">
        <PaymentSurcharge />
      </Group>
      <Group legend="efileChecks" help="efileChecksHelp">
        {checks.map((source) => (
          <BooleanInput key={source} source={source} label={`${field}.${source}`} helperText={false} />
        ))}
        <BooleanInput
          source="allowOverride"
          label={`${field}.allowOverride`}
          helperText={`${field}.allowOverrideHelp`}
        />
      </Group>
    </SectionForm>
  );
}
