import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** How often alerts are emailed: at once, or at most one email a day. */
export function FrequencyChoice<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>;
  name: Path<Values>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <FormControl component="fieldset" margin="dense">
      <FormLabel component="legend" id={labelId}>
        {t('propertyAlerts.frequency.label')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value ?? 'DAILY'}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <FormControlLabel value="IMMEDIATE" control={<Radio />} label={t('propertyAlerts.frequency.IMMEDIATE')} />
        <FormControlLabel value="DAILY" control={<Radio />} label={t('propertyAlerts.frequency.DAILY')} />
      </RadioGroup>
    </FormControl>
  );
}
