import { BooleanInput, useTranslate } from 'react-admin';
import { SectionTextInput } from '../../form';
import { Box } from '@mui/material';

type Props = {
  /** The switch's field; its note is `<source>CountyNote` (002 §3 Search settings, Reports settings). */
  source: string;
  /** The catalog key of what the switch turns on. */
  label: string;
};

/** A search or report the county offers, and the county's note shown beside it. */
export function CountyNoteSwitch({ source, label }: Props) {
  const translate = useTranslate();
  const name = translate(label);
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: '60rem',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '16rem 1fr' },
        alignItems: 'start',
        gap: 1,
      }}
    >
      <BooleanInput source={source} label={label} helperText={false} />
      <SectionTextInput
        source={`${source}CountyNote`}
        label={translate('controlPanel.settings.countyNote', { name })}
        helperText={false}
        multiline
        fullWidth
      />
    </Box>
  );
}
