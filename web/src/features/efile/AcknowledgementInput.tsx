import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { EfileFormInput, EfileFormOutput } from './efile-form';
import { useEfileMessage } from './messages';

type Props = { control: Control<EfileFormInput, unknown, EfileFormOutput>; statement: string };

/** The county's acknowledgement in its own words (002 §2.1), to be ticked before filing (002 §5). */
export function AcknowledgementInput({ control, statement }: Props) {
  const speak = useEfileMessage();
  const helperId = useId();
  const { field, fieldState } = useController({ control, name: 'acknowledged' });
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} required margin="dense" fullWidth>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        label={statement}
        control={
          <Checkbox
            name={field.name}
            inputRef={field.ref}
            checked={Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            sx={{ mt: -1 }}
            slotProps={{
              input: {
                'aria-describedby': message ? helperId : undefined,
                'aria-invalid': Boolean(message) || undefined,
                'aria-required': true,
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
      {message && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {speak(message)}
        </FormHelperText>
      )}
    </FormControl>
  );
}
