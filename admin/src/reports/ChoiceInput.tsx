import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export type Choice = { id: string | number; name: string };

type Props = {
  source: string;
  /** A catalog key. */
  label: string;
  choices: readonly Choice[];
  /** Translate each choice's name as a catalog key (its own text when the catalog has none). */
  translateChoices?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A select that always holds one of its choices (the report's hour, order by, log type...): react-admin's
 * SelectInput offers an empty choice unless it is required, and marks a required one with an asterisk.
 */
export function ChoiceInput({ source, label, choices, translateChoices = false, sx }: Props) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const { ref, ...input } = field;
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      id={id}
      label={translate(label)}
      {...input}
      inputRef={ref}
      value={input.value ?? ''}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error }) : undefined}
      size="small"
      margin="none"
      fullWidth
      sx={sx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translateChoices ? translate(choice.name, { _: choice.name }) : choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
