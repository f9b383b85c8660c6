import { BooleanInput } from 'react-admin';
import { Box } from '@mui/material';
import { MoneyInput, SectionForm, SectionTextInput } from '../form';
import { SurchargeInputs } from './SurchargeInputs';
import { useWholeForm, WholeFormValues } from './whole-form';

const label = (name: string) => `controlPanel.feeStructure.form.creditCardExtra.${name}`;
const code = { sx: { width: '14rem' }, slotProps: { htmlInput: { maxLength: 20 } } };

/** creditCardExtra: LandLink posting of card charges and the card surcharge (002 §3 Credit card extra). */
export default function CreditCardExtra() {
  const { read, transform } = useWholeForm();
  return (
    <SectionForm section="creditCardExtra" transform={transform}>
      <WholeFormValues into={read} />
      <BooleanInput source="postToLandLink" label={label('postToLandLink')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SectionTextInput source="chargeFeeCode" label={label('chargeFeeCode')} {...code} />
        <SectionTextInput source="chargeChargeCode" label={label('chargeChargeCode')} {...code} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SectionTextInput source="surchargeFeeCode" label={label('surchargeFeeCode')} {...code} />
        <SectionTextInput source="surchargeChargeCode" label={label('surchargeChargeCode')} {...code} />
      </Box>
      <MoneyInput
        source="maxAmount"
        label={label('maxAmount')}
        helperText={label('maxAmountHint')}
        sx={{ width: '14rem' }}
      />
      <SurchargeInputs sources={{ method: 'surchargeMethod', dollars: 'surcharge', percent: 'surchargePercent' }} />
      <SectionTextInput
        source="surchargeMessage"
        label={label('surchargeMessage')}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </SectionForm>
  );
}
