import { NumberInput, RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { searchTypes } from '@landrecords/contracts/codes';
import { SectionForm } from '../../form';
import { CountyNoteSwitch } from './CountyNoteSwitch';
import { SearchToolbar } from './SearchToolbar';

const text = 'controlPanel.settings.search';

/**
 * /controlPanel/search (Search 1, 002 §3, §4): the default search, whether every account has the county's
 * searches or each account's access narrows them, the fifteen searches each with its county note, and the
 * searches a minute a user and an address may run.
 */
export default function SearchSettings() {
  const translate = useTranslate();
  const typeChoices = searchTypes.map((type) => ({ id: type, name: translate(`${text}.types.${type}`) }));
  return (
    <SectionForm section="search" toolbar={<SearchToolbar />}>
      <SelectInput
        source="defaultSearch"
        label={`${text}.defaultSearch`}
        helperText={`${text}.defaultSearchHelp`}
        choices={typeChoices}
        sx={{ minWidth: '20rem' }}
      />
      <RadioButtonGroupInput
        source="searchAccess"
        label={`${text}.searchAccess`}
        helperText={false}
        choices={[
          { id: 'same', name: `${text}.access.same` },
          { id: 'configurable', name: `${text}.access.configurable` },
        ]}
        row={false}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate(`${text}.searches`)}
      </Typography>
      {searchTypes.map((type) => (
        <CountyNoteSwitch key={type} source={type} label={`${text}.types.${type}`} />
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 2 }}>
        <NumberInput source="searchesPerMinutePerUser" label={`${text}.perUser`} step={1} min={1} />
        <NumberInput source="searchesPerMinutePerAddress" label={`${text}.perAddress`} step={1} min={1} />
      </Box>
    </SectionForm>
  );
}
