import { TextInput, type TextInputProps } from 'react-admin';
import { keepBlank } from './values';

/** react-admin's TextInput, but a cleared field stays '' (not null), as the sections' text fields want it. */
export function SectionTextInput(props: TextInputProps) {
  return <TextInput parse={keepBlank} {...props} />;
}
