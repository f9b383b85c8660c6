import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  notableDateKinds,
  notableIndexes,
  type NotableDateKind,
  type NotableIndex,
} from '@landrecords/contracts/config/notable-dates';
import { SectionForm, SectionTextInput } from '../form';

const field = 'controlPanel.webPages.notableDates';
const legalFlags = [
  'abstractLegalVerified',
  'abstractLegalPosted',
  'torrensLegalVerified',
  'torrensLegalPosted',
  'torrensCertificateThru',
] as const;

/** One date, MM/DD/YYYY as the server reads it, or blank; named by its index and kind for a screen reader. */
function DateCell({ index, kind, disabled }: { index: NotableIndex; kind: NotableDateKind; disabled: boolean }) {
  const translate = useTranslate();
  const name = translate(`${field}.dateOf`, {
    index: translate(`${field}.indexes.${index}`),
    kind: translate(`${field}.kinds.${kind}`),
  });
  return (
    <SectionTextInput
      source={`${index}${kind}`}
      label={false}
      helperText={false}
      disabled={disabled}
      placeholder={translate(`${field}.placeholder`)}
      slotProps={{ htmlInput: { 'aria-label': name, inputMode: 'numeric', maxLength: 10 } }}
      sx={{ width: '8rem', m: 0 }}
    />
  );
}

/**
 * The dates by index and kind. Torrens and lien count only while the indexes are separate, and the Verified dates
 * only when the county uses verification dates: the home card shows neither otherwise, so they are disabled.
 */
function DatesTable() {
  const translate = useTranslate();
  const separate = useWatch({ name: 'showSeparateIndexes' }) as boolean | undefined;
  const verifying = useWatch({ name: 'useVerificationDate' }) as boolean | undefined;
  return (
    <Box sx={{ overflowX: 'auto', width: '100%' }}>
      <Table size="small" aria-labelledby="notable-dates-table" sx={{ '& td, & th': { px: 0.75 } }}>
        <caption id="notable-dates-table" style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <Typography variant="subtitle1" component="span" color="text.primary">
            {translate(`${field}.dates`)}
          </Typography>{' '}
          <Typography variant="body2" component="span" color="text.secondary">
            {translate(`${field}.datesHint`)}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate(`${field}.index`)}
            </TableCell>
            {notableDateKinds.map((kind) => (
              <TableCell key={kind} component="th" scope="col">
                {translate(`${field}.kinds.${kind}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {notableIndexes.map((index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row">
                {translate(`${field}.indexes.${index}`)}
              </TableCell>
              {notableDateKinds.map((kind) => (
                <TableCell key={kind}>
                  <DateCell
                    index={index}
                    kind={kind}
                    disabled={(index !== 'abstract' && !separate) || (kind === 'Verified' && !verifying)}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The legal indexed/verified switches, disabled while the indexes are not separate (002 §4). */
function LegalFlags() {
  const translate = useTranslate();
  const separate = useWatch({ name: 'showSeparateIndexes' }) as boolean | undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {translate(`${field}.legal`)}
      </Typography>
      {legalFlags.map((source) => (
        <BooleanInput
          key={source}
          source={source}
          label={`${field}.${source}`}
          helperText={false}
          disabled={!separate}
        />
      ))}
    </Box>
  );
}

/**
 * /controlPanel/homeNotableDates (002 §3 Notable dates): the dates the home page's Notable Dates card and the
 * search forms show, by index (abstract, torrens, lien) when the county keeps them apart, else one row.
 */
export default function NotableDates() {
  return (
    <SectionForm section="notableDates">
      <BooleanInput source="showNotableDates" label={`${field}.showNotableDates`} helperText={false} />
      <BooleanInput
        source="showSeparateIndexes"
        label={`${field}.showSeparateIndexes`}
        helperText={`${field}.showSeparateIndexesHelp`}
      />
      <BooleanInput
        source="useVerificationDate"
        label={`${field}.useVerificationDate`}
        helperText={`${field}.useVerificationDateHelp`}
      />
      <DatesTable />
      <LegalFlags />
    </SectionForm>
  );
}
