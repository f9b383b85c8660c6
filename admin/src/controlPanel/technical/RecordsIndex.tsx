import { BooleanInput, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SectionForm, SectionTextInput } from '../form';

const field = 'controlPanel.technical.fields';
const wide = { maxWidth: '40rem' };

/** A titled group of the form's fields. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
        {translate(`${field}.legend.${legend}`)}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Box>
  );
}

const flags = (sources: string[]) =>
  sources.map((source) => (
    <BooleanInput key={source} source={source} label={`${field}.${source}`} helperText={false} />
  ));

/**
 * /controlPanel/recordsIndex (TRIMIN): how the county's records index reads (contracts/config/records-index.ts):
 * which references and legal description parts it uses, the amounts shown, the Tax and GIS links, the feed key.
 */
export default function RecordsIndex() {
  return (
    <SectionForm section="recordsIndex">
      <Group legend="references">{flags(['bookType', 'torrensUseFileNumber', 'propertyCode'])}</Group>
      <Group legend="legal">
        {flags(['qqqq', 'qqq', 'baseline', 'meridian', 'municipality', 'mbOtherLot', 'sublot', 'useMunicipalityCodes'])}
      </Group>
      <Group legend="amounts">
        {flags(['displaySalePrice', 'displayMortgageAmount'])}
        <SectionTextInput source="mortgageAmountLabel" label={`${field}.mortgageAmountLabel`} isRequired sx={wide} />
      </Group>
      <Group legend="links">
        <SectionTextInput
          source="taxLinkTemplate"
          label={`${field}.taxLinkTemplate`}
          helperText={`${field}.taxLinkTemplateHelp`}
          fullWidth
          sx={wide}
        />
        <SectionTextInput source="taxLinkHeader" label={`${field}.taxLinkHeader`} isRequired fullWidth sx={wide} />
        <SectionTextInput
          source="gisLinkTemplate"
          label={`${field}.gisLinkTemplate`}
          helperText={`${field}.gisLinkTemplateHelp`}
          fullWidth
          sx={wide}
        />
        <SectionTextInput source="gisLinkHeader" label={`${field}.gisLinkHeader`} isRequired fullWidth sx={wide} />
      </Group>
      <Group legend="feed">
        <SectionTextInput
          source="feedKey"
          label={`${field}.feedKey`}
          helperText={`${field}.feedKeyHelp`}
          autoComplete="off"
          fullWidth
          sx={wide}
        />
      </Group>
    </SectionForm>
  );
}
