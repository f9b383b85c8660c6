import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, RadioButtonGroupInput } from 'react-admin';
import { Box, InputAdornment } from '@mui/material';
import { surchargeMethods } from '@landrecords/contracts/config/card-and-escrow';
import { MoneyInput } from '../form';

const methodChoices = surchargeMethods.map((id) => ({
  id,
  name: `controlPanel.feeStructure.form.surcharge.${id}`,
}));

type Sources = { method: string; dollars: string; percent: string };

/**
 * Apply surcharge, its method (dollars or percent, dollars by default: 002 §9) and the two amounts; only the
 * chosen method's amount is enabled, and none while the surcharge does not apply.
 */
export function SurchargeInputs({ sources }: { sources: Sources }) {
  const applies = Boolean(useWatch({ name: 'applySurcharge' }));
  const method = useWatch({ name: sources.method }) as string | undefined;
  const label = (name: string) => `controlPanel.feeStructure.form.surcharge.${name}`;
  return (
    <>
      <BooleanInput source="applySurcharge" label={label('applySurcharge')} />
      <RadioButtonGroupInput
        source={sources.method}
        label={label('method')}
        choices={methodChoices}
        disabled={!applies}
        row
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <MoneyInput
          source={sources.dollars}
          label={label('dollarsAmount')}
          disabled={!applies || method !== 'dollars'}
          sx={{ width: '14rem' }}
        />
        <NumberInput
          source={sources.percent}
          label={label('percentAmount')}
          step={0.01}
          min={0}
          max={100}
          disabled={!applies || method !== 'percent'}
          sx={{ width: '14rem' }}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
      </Box>
    </>
  );
}
