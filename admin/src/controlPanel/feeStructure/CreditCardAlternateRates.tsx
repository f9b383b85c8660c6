import { BooleanInput } from 'react-admin';
import { MoneyInput, SectionForm } from '../form';
import { RateGroup, RateInputs } from './RateInputs';
import { SpecialRatesTable } from './SpecialRatesTable';

const label = (name: string) => `controlPanel.feeStructure.form.creditCard.${name}`;

/**
 * creditCardAlternateRates: the a la carte set with a CreditCard suffix, the plat image rates and the card's own
 * special rates (002 §3), charged to card payers when applyAlternateRates is on.
 */
export default function CreditCardAlternateRates() {
  return (
    <SectionForm section="creditCard">
      <BooleanInput source="applyAlternateRates" label={label('applyAlternateRates')} />
      <RateInputs suffix="CreditCard" />
      <RateGroup legend={label('platImages')}>
        <MoneyInput source="platImageFirstPageCreditCard" label={label('platImageFirstPage')} fullWidth />
        <MoneyInput source="platImageAdditionalPagesCreditCard" label={label('platImageAdditionalPages')} fullWidth />
      </RateGroup>
      <SpecialRatesTable source="specialRates" />
    </SectionForm>
  );
}
