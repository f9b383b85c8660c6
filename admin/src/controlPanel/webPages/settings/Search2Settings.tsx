import { BooleanInput } from 'react-admin';
import { SectionForm } from '../../form';

const options = ['map', 'tax', 'allOnlySearch', 'downloadResults'] as const;

/** /controlPanel/search2 (Search 2, 002 §3): the map and tax links, the "All" only search and result downloads. */
export default function Search2Settings() {
  return (
    <SectionForm section="search2">
      {options.map((option) => (
        <BooleanInput
          key={option}
          source={option}
          label={`controlPanel.settings.search2.${option}`}
          helperText={`controlPanel.settings.search2.${option}Help`}
        />
      ))}
    </SectionForm>
  );
}
