import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { amPms } from '@landrecords/contracts/reports/criteria';
import { ChoiceInput } from './ChoiceInput';

const hours = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: String(index + 1) }));
const minutes = Array.from({ length: 60 }, (_, minute) => ({ id: minute, name: String(minute).padStart(2, '0') }));
const amPmChoices = amPms.map((amPm) => ({ id: amPm, name: `reports.amPm.${amPm}` }));

/** Keeps a cleared date '' (the schema's text) rather than react-admin's null. */
const asTyped = (value: string) => value ?? '';

/**
 * A report's from or to (002 §2.2): the date (MM/DD/YYYY) with its hour, minute and am/pm, in the county's time
 * zone, as one group named From or To; `end` is the criteria's field prefix (fromDate, fromHour...).
 */
export function DateTimeInputs({ end }: { end: 'from' | 'to' }) {
  const translate = useTranslate();
  const legendId = useId();
  return (
    <Box role="group" aria-labelledby={legendId}>
      <Typography id={legendId} variant="subtitle2" component="p" sx={{ mb: 1.5 }}>
        {translate(`reports.fields.${end}`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextInput
          source={`${end}Date`}
          label="reports.fields.date"
          placeholder={translate('reports.fields.datePlaceholder')}
          parse={asTyped}
          helperText={false}
          size="small"
          margin="none"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          sx={{ width: '11rem' }}
          fullWidth={false}
        />
        <ChoiceInput source={`${end}Hour`} label="reports.fields.hour" choices={hours} sx={{ width: '5.5rem' }} />
        <ChoiceInput source={`${end}Minute`} label="reports.fields.minute" choices={minutes} sx={{ width: '5.5rem' }} />
        <ChoiceInput
          source={`${end}AmPm`}
          label="reports.fields.amPm"
          choices={amPmChoices}
          translateChoices
          sx={{ width: '6rem' }}
        />
      </Box>
    </Box>
  );
}
