import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionTextInput } from '../form';
import type { ListKind } from './list-rows';

const list = 'controlPanel.webPages.list';

/** Each kind of row's two fields: the first one short, the second the paragraph's text or the link's address. */
/** The id of a row's input, for putting the keyboard on it after rows are added, removed or moved. */
export const inputId = (source: string, index: number, field: string) => `${source}-${index}-${field}`;

export const rowFields = {
  paragraph: ['heading', 'paragraphContent'],
  link: ['description', 'url'],
} as const satisfies Record<ListKind, readonly [string, string]>;

/**
 * One row's number and its two inputs. Each input is named with its row ("Paragraph 3 heading") for a screen
 * reader and for the keyboard's tour of 50 rows; what shows is the field's short label.
 */
export function RowInputs({ kind, source, index }: { kind: ListKind; source: string; index: number }) {
  const translate = useTranslate();
  const row = index + 1;
  const [first, second] = rowFields[kind];
  const named = (field: string) => ({
    id: inputId(source, index, field),
    label: `${list}.${kind}.${field}`,
    slotProps: { htmlInput: { 'aria-label': translate(`${list}.${kind}.${field}Of`, { row }) } },
  });
  return (
    <>
      <Typography aria-hidden sx={{ minWidth: '2rem', pt: 2, textAlign: 'right', color: 'text.secondary' }}>
        {row}
      </Typography>
      <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, minWidth: 0 }}>
        <SectionTextInput
          source={`${source}.${index}.${first}`}
          {...named(first)}
          helperText={false}
          sx={{ flex: '1 1 16rem', minWidth: '12rem' }}
        />
        <SectionTextInput
          source={`${source}.${index}.${second}`}
          {...named(second)}
          helperText={false}
          multiline={kind === 'paragraph'}
          minRows={kind === 'paragraph' ? 2 : undefined}
          type={kind === 'link' ? 'url' : 'text'}
          sx={{ flex: '3 1 24rem', minWidth: '12rem' }}
        />
      </Box>
    </>
  );
}
