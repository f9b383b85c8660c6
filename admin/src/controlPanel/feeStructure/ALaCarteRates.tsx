import { SectionForm } from '../form';
import { RateInputs } from './RateInputs';

/** alacarterates: A La Carte Rates (002 §3), dollars each. */
export default function ALaCarteRates() {
  return (
    <SectionForm section="aLaCarte">
      <RateInputs />
    </SectionForm>
  );
}
