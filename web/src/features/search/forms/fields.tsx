import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  type TextFieldProps,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CodeListName } from '@landrecords/contracts/records/feed';
import { SelectInput } from '../../../components/form/SelectInput';
import { TextInput } from '../../../components/form/TextInput';
import { normaliseDateTyping } from '../../../lib/dates';
import { useCodeLists } from './form-data';

type Control_ = Control<FieldValues>;
type Size = { xs?: number; sm?: number; md?: number; lg?: number };
const half: Size = { xs: 12, sm: 6 };

/** A row of fields that wraps on a phone. */
export const FieldRow = ({ children }: { children: ReactNode }) => (
  <Grid container columnSpacing={2}>
    {children}
  </Grid>
);

/** A text field in a grid cell. */
export function Text({
  control,
  name,
  label,
  cell = half,
  ...props
}: { control: Control_; name: string; label: string; cell?: Size; format?: (typed: string) => string } & Omit<
  TextFieldProps,
  'name' | 'label'
>) {
  return (
    <Grid size={cell}>
      <TextInput control={control} name={name} label={label} {...props} />
    </Grid>
  );
}

/** A middle initial: one character (001 §5). */
export const Initial = (props: { control: Control_; name: string; label: string; cell?: Size }) => (
  <Text {...props} slotProps={{ htmlInput: { maxLength: 1 } }} />
);

type NamedField = [name: string, label: string];

/**
 * A person's name: the last name on a row of its own, first name and initial sharing the next (two thirds and a
 * third on a wide screen, halves on a phone), so every label is read whole beside the notable dates.
 */
export function NameFields({
  control,
  last,
  first,
  initial,
  required,
}: {
  control: Control_;
  last: NamedField;
  first: NamedField;
  initial: NamedField;
  required?: boolean;
}) {
  return (
    <FieldRow>
      <Text control={control} name={last[0]} label={last[1]} required={required} cell={{ xs: 12 }} />
      <Text control={control} name={first[0]} label={first[1]} cell={{ xs: 6, lg: 8 }} />
      <Initial control={control} name={initial[0]} label={initial[1]} cell={{ xs: 6, lg: 4 }} />
    </FieldRow>
  );
}

/** A date typed MM/DD/YYYY, the slashes put in as the digits come (001 §5). */
export function DateText({
  control,
  name,
  label,
  cell = half,
}: {
  control: Control_;
  name: string;
  label: string;
  cell?: Size;
}) {
  const { t } = useTranslation();
  return (
    <Text
      control={control}
      name={name}
      label={label}
      cell={cell}
      format={normaliseDateTyping}
      helperText={t('searchForms.fields.dateHint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
    />
  );
}

/** From and To dates (001 §5 date range). */
export function DateRangeFields({ control, recorded = false }: { control: Control_; recorded?: boolean }) {
  const { t } = useTranslation();
  return (
    <FieldRow>
      <DateText
        control={control}
        name="fromRecordedDate"
        label={t(`searchForms.fields.${recorded ? 'fromRecordedDate' : 'fromDate'}`)}
      />
      <DateText
        control={control}
        name="toRecordedDate"
        label={t(`searchForms.fields.${recorded ? 'toRecordedDate' : 'toDate'}`)}
      />
    </FieldRow>
  );
}

/** A select of one of the county's code lists (001 §3.7), ALL first where the list has it. */
export function CodeSelect({
  control,
  name,
  list,
  label,
  cell = half,
  blank = false,
}: {
  control: Control_;
  name: string;
  list: CodeListName;
  label: string;
  cell?: Size;
  /** Offers a blank choice first, for a list without ALL (municipalities, other lot types). */
  blank?: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useCodeLists();
  const options = [
    ...(blank ? [{ value: '', label: t('searchForms.all') }] : []),
    ...(data?.[list] ?? []).map((entry) => ({
      value: entry.code,
      label: entry.code === 'ALL' ? t('searchForms.all') : entry.description || entry.code,
    })),
  ];
  // Until the list arrives, the stored value is offered so the select shows it rather than a warning.
  const { field } = useController({ control, name });
  if (!options.some((option) => option.value === field.value) && field.value)
    options.push({ value: String(field.value), label: String(field.value) });
  return (
    <Grid size={cell}>
      <SelectInput control={control} name={name} label={label} options={options} />
    </Grid>
  );
}

/** A select of fixed choices, each labelled from searchForms.options.{group}. */
export function ChoiceSelect({
  control,
  name,
  label,
  group,
  values,
  cell = half,
}: {
  control: Control_;
  name: string;
  label: string;
  group: string;
  values: readonly string[];
  cell?: Size;
}) {
  const { t } = useTranslation();
  const options = values.map((value) => ({ value, label: t(`searchForms.options.${group}.${value}`) }));
  return (
    <Grid size={cell}>
      <SelectInput control={control} name={name} label={label} options={options} />
    </Grid>
  );
}

/** Radio buttons of fixed choices in a labelled group. */
export function ChoiceRadios({
  control,
  name,
  label,
  group,
  values,
  onChosen,
}: {
  control: Control_;
  name: string;
  label: string;
  group: string;
  values: readonly string[];
  onChosen?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const id = `${name}-label`;
  return (
    <FormControl sx={{ mt: 1 }}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          onChosen?.(event.target.value);
        }}
      >
        {values.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={t(`searchForms.options.${group}.${value}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A checkbox bound to a boolean field. */
export function CheckboxField({ control, name, label }: { control: Control_; name: string; label: string }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
      label={label}
    />
  );
}

const quarters = ['', 'NE', 'NW', 'SE', 'SW'] as const;

/** A quarter-section selector (001 §2.7): blank for any quarter, or NE, NW, SE, SW. */
export function QuarterSelect({ control, name, label }: { control: Control_; name: string; label: string }) {
  const { t } = useTranslation();
  const options = quarters.map((quarter) => ({ value: quarter, label: quarter || t('searchForms.all') }));
  return (
    <Grid size={{ xs: 6, sm: 3 }}>
      <SelectInput control={control} name={name} label={label} options={options} />
    </Grid>
  );
}
