import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';

/** An amount in dollars (the wire's unit; the server keeps cents): step 0.01, never negative, a "$" before it. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      step={0.01}
      min={0}
      {...props}
      slotProps={{
        ...props.slotProps,
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
