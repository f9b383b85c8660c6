import { BooleanInput } from 'react-admin';
import { SectionForm } from '../form';

const field = 'controlPanel.technical.fields';

/** /controlPanel/languages (002 §3 Languages config): whether the portal offers its language menu. */
export default function Languages() {
  return (
    <SectionForm section="languages">
      <BooleanInput source="languages" label={`${field}.languages`} helperText={`${field}.languagesHelp`} />
    </SectionForm>
  );
}
