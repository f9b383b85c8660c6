import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

type Props<Values extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select'> & {
  name: FieldPath<Values>;
  control: Control<Values>;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A select of a react-hook-form form, labelled, with its rule's message under it. */
export function SelectInput<Values extends FieldValues>({ name, control, options, ...field }: Props<Values>) {
  const { t } = useTranslation();
  const { field: bound, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...field}
      select
      name={bound.name}
      value={bound.value ?? ''}
      inputRef={bound.ref}
      onBlur={bound.onBlur}
      onChange={(event) => bound.onChange(event.target.value)}
      error={Boolean(message)}
      helperText={message ? translateMessage(t, message) : field.helperText}
      fullWidth
      margin="dense"
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
