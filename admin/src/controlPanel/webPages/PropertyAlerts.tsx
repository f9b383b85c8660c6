import { BooleanInput } from 'react-admin';
import { SectionForm } from '../form';
import { DependentNumberInput } from '../userAdmin/DependentNumberInput';

const field = 'controlPanel.webPages.propertyAlerts';

/**
 * /controlPanel/propertyAlerts (issue 29): whether the county offers property alerts, and the hour of the county's
 * clock the daily emails go. Off, the portal hides its pages and links, subscribing is refused and no alert is
 * sent; the home page's card is Home Selections'.
 */
export default function PropertyAlerts() {
  return (
    <SectionForm section="propertyAlerts">
      <BooleanInput
        source="enabled"
        label={`${field}.enabled`}
        helperText={`${field}.enabledHelp`}
        sx={{ maxWidth: '40rem' }}
      />
      <DependentNumberInput
        source="dailyHour"
        controlledBy="enabled"
        label={`${field}.dailyHour`}
        helperText={`${field}.dailyHourHelp`}
        min={0}
        max={23}
      />
    </SectionForm>
  );
}
