import { BooleanInput } from 'react-admin';
import { SectionForm } from '../form';
import { FlatFeeOptions } from './FlatFeeOptions';
import { useWholeForm, WholeFormValues } from './whole-form';

/** flatFeeRates: charging for images and the five monthly flat-fee options (002 §3 Flat fee config, §5 Flat fee). */
export default function FlatFeeRates() {
  const { read, transform } = useWholeForm();
  return (
    <SectionForm section="flatFee" transform={transform}>
      <WholeFormValues into={read} />
      <BooleanInput source="chargingImages" label="controlPanel.feeStructure.form.flatFee.chargingImages" />
      <FlatFeeOptions controlledBy="chargingImages" />
    </SectionForm>
  );
}
