import { SectionForm } from '../form';
import { SpecialRatesTable } from './SpecialRatesTable';

/** Saving resets the card's special rates to this table (002 §5), so it asks first. */
const confirmReset = () => 'controlPanel.feeStructure.form.specialRates.confirmReset';

/** alacarteratesspecial: A La Carte Special Rates (002 §3 Special rate row, §5 Special rates). */
export default function ALaCarteSpecialRates() {
  return (
    <SectionForm section="aLaCarteSpecialRates" confirm={confirmReset}>
      <SpecialRatesTable source="rates" />
    </SectionForm>
  );
}
