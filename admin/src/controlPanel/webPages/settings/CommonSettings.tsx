import { AutocompleteInput, SelectInput } from 'react-admin';
import { Box } from '@mui/material';
import { formatStandardPhone } from '@landrecords/contracts/validation/person';
import { states } from '@landrecords/contracts/validation/states';
import { SectionForm, SectionTextInput } from '../../form';

const field = 'controlPanel.settings.common';
const stateChoices = states.map(({ code, description }) => ({ id: code, name: description }));
const timeZoneChoices = Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone }));
const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2 } as const;
const wide = { minWidth: '20rem' } as const;

/**
 * /controlPanel/common (002 §3 Common config): the portal's title, the county and its contact (the home page's
 * Contact Us), the book and Torrens labels the searches use, the county's state and time zone. The portal shows
 * a saved change at its next call.
 */
export default function CommonSettings() {
  return (
    <SectionForm section="common">
      <Box sx={row}>
        <SectionTextInput source="appTitle" label={`${field}.appTitle`} isRequired sx={wide} />
        <SectionTextInput source="countyName" label={`${field}.countyName`} isRequired sx={wide} />
      </Box>
      <Box sx={row}>
        <SectionTextInput source="contactName" label={`${field}.contactName`} sx={wide} />
        <SectionTextInput source="contactTitle" label={`${field}.contactTitle`} sx={wide} />
      </Box>
      <Box sx={row}>
        <SectionTextInput
          source="contactPhone"
          label={`${field}.contactPhone`}
          helperText={`${field}.contactPhoneHelp`}
          parse={formatStandardPhone}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          sx={wide}
        />
        <SectionTextInput source="contactEmail" label={`${field}.contactEmail`} type="email" sx={wide} />
      </Box>
      <Box sx={row}>
        <SectionTextInput source="bookLabel" label={`${field}.bookLabel`} isRequired sx={wide} />
        <SectionTextInput source="torrensLabel" label={`${field}.torrensLabel`} isRequired sx={wide} />
      </Box>
      <Box sx={row}>
        <SelectInput
          source="stateCode"
          label={`${field}.stateCode`}
          helperText={`${field}.stateCodeHelp`}
          choices={stateChoices}
          sx={wide}
        />
        <AutocompleteInput
          source="timeZone"
          label={`${field}.timeZone`}
          helperText={`${field}.timeZoneHelp`}
          choices={timeZoneChoices}
          disableClearable
          sx={wide}
        />
      </Box>
    </SectionForm>
  );
}
