import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SectionForm, SectionTextInput } from '../form';

const field = 'controlPanel.webPages.selections';

/** The switches by the page they change (002 §3 Home selections). */
const homeCards = [
  'notableDates',
  'transactions',
  'latestNews',
  'latestNewsMore',
  'links',
  'linksMore',
  'contactUs',
  'loginSlides',
] as const;
const loginPage = ['latestNewsLoginPage', 'linksLoginPage'] as const;

function Switches({ title, sources, children }: { title: string; sources: readonly string[]; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {sources.map((source) => (
        <BooleanInput key={source} source={source} label={`${field}.${source}`} helperText={false} />
      ))}
      {children}
    </Box>
  );
}

/** The disclaimer card, and its note only while the card is on (002 §4). */
function Disclaimer() {
  const on = useWatch({ name: 'disclaimer' }) as boolean | undefined;
  return (
    <>
      <BooleanInput source="disclaimer" label={`${field}.disclaimer`} helperText={false} />
      {on ? (
        <SectionTextInput
          source="disclaimerNote"
          label={`${field}.disclaimerNote`}
          helperText={`${field}.disclaimerNoteHelp`}
          multiline
          minRows={2}
          sx={{ width: { xs: '100%', md: '36rem' } }}
        />
      ) : null}
    </>
  );
}

/**
 * /controlPanel/homeSelections (002 §3 Home selections): which cards the home page shows and what the login
 * page shows beside its form. The portal shows a change at its next call.
 */
export default function HomeSelections() {
  return (
    <SectionForm section="homeSelections">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        <Switches title={`${field}.homePage`} sources={homeCards}>
          <Disclaimer />
        </Switches>
        <Switches title={`${field}.loginPage`} sources={loginPage} />
      </Box>
    </SectionForm>
  );
}
