import { useWatch } from 'react-hook-form';
import { BooleanInput } from 'react-admin';
import { Box } from '@mui/material';
import { MoneyInput, SectionForm, SectionTextInput } from '../form';
import { SurchargeInputs } from './SurchargeInputs';
import { useWholeForm, WholeFormValues } from './whole-form';

const label = (name: string) => `controlPanel.feeStructure.form.escrow.${name}`;
const code = { sx: { width: '14rem' }, slotProps: { htmlInput: { maxLength: 20 } } };

/** Min $ and Max $ of a reload by card: asked only while reload by credit card is on (002 §5 Escrow settings). */
function ReloadAmounts() {
  const reload = Boolean(useWatch({ name: 'reloadByCreditCard' }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      <MoneyInput
        source="minReloadAmount"
        label={label('minReloadAmount')}
        disabled={!reload}
        sx={{ width: '14rem' }}
      />
      <MoneyInput
        source="maxReloadAmount"
        label={label('maxReloadAmount')}
        disabled={!reload}
        sx={{ width: '14rem' }}
      />
    </Box>
  );
}

/** escrow: the escrow's LandLink codes, reload by credit card and its surcharge (002 §3 Escrow config). */
export default function Escrow() {
  const { read, transform } = useWholeForm();
  return (
    <SectionForm section="escrow" transform={transform}>
      <WholeFormValues into={read} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SectionTextInput source="feeCode" label={label('feeCode')} {...code} />
        <SectionTextInput source="chargeCode" label={label('chargeCode')} {...code} />
      </Box>
      <BooleanInput source="reloadByCreditCard" label={label('reloadByCreditCard')} />
      <ReloadAmounts />
      <SurchargeInputs
        sources={{
          method: 'creditCardSurchargeMethod',
          dollars: 'creditCardSurcharge',
          percent: 'creditCardSurchargePercent',
        }}
      />
    </SectionForm>
  );
}
