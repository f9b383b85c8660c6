import { NumberInput, type NumberInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

type Props = NumberInputProps & {
  /** The switch that controls it: the number is disabled while that switch is off (002 §4 "Dependent fields"). */
  controlledBy: string;
  /** When its controlling field counts as on (a switch: when it is true; a choice: when it is a given value). */
  onWhen?: (value: unknown) => boolean;
};

const switchedOn = (value: unknown) => value === true;

/**
 * A whole number that only counts while its switch is on: purge days, login attempts, inactivity minutes, a
 * lock's minutes.
 */
export function DependentNumberInput({ controlledBy, onWhen = switchedOn, ...props }: Props) {
  const on = onWhen(useWatch({ name: controlledBy }));
  return (
    <NumberInput
      step={1}
      {...props}
      disabled={!on}
      // Its help still reads while it is off (MUI's disabled grey is too faint for WCAG AA).
      sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
    />
  );
}
