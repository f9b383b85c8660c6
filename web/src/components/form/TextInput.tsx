import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

type Props<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<Values>;
  control: Control<Values>;
  /** Rewrites what is typed before it is kept (the phone's (XXX) XXX-XXXX). */
  format?: (typed: string) => string;
};

/**
 * A text field of a react-hook-form form: labelled, its rule's message shown under it in the reader's language
 * (MUI ties the helper text to the input with aria-describedby; aria-invalid marks it). Not an alert of its own:
 * a refused submit focuses the first field in error, whose message is read with its label, and FormErrorSummary
 * says how many there are once.
 */
export function TextInput<Values extends FieldValues>({ name, control, format, helperText, ...field }: Props<Values>) {
  const { t } = useTranslation();
  const { field: bound, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...field}
      name={bound.name}
      value={bound.value ?? ''}
      inputRef={bound.ref}
      onBlur={bound.onBlur}
      onChange={(event) => bound.onChange(format ? format(event.target.value) : event.target.value)}
      error={Boolean(message)}
      helperText={message ? translateMessage(t, message) : helperText}
      fullWidth
      margin="dense"
    />
  );
}
