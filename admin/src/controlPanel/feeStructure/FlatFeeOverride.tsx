import { BooleanInput } from 'react-admin';
import { SectionForm } from '../form';
import { FlatFeeOptions } from './FlatFeeOptions';
import { useWholeForm, WholeFormValues } from './whole-form';

const label = (name: string) => `controlPanel.feeStructure.form.flatFeeOverride.${name}`;

/**
 * flatFeeOverride: Flat Fee Usage Override (002 §3): whether county staff and account administrators may reload a
 * flat-fee account's images, and the five add-on options, in use while reload by account admin is on.
 */
export default function FlatFeeOverride() {
  const { read, transform } = useWholeForm();
  return (
    <SectionForm section="flatFeeOverride" transform={transform}>
      <WholeFormValues into={read} />
      <BooleanInput source="countyAdminReload" label={label('countyAdminReload')} />
      <BooleanInput source="accountAdminReload" label={label('accountAdminReload')} />
      <FlatFeeOptions controlledBy="accountAdminReload" />
    </SectionForm>
  );
}
