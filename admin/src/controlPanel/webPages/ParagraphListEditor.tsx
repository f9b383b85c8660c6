import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { configMessages } from '@landrecords/contracts/config/messages';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { addableRows, blankRow, LIST_LIMIT, type ListKind } from './list-rows';
import { inputId, RowInputs, rowFields } from './RowInputs';

const list = 'controlPanel.webPages.list';

/** Puts the keyboard on an input or button by its id once React has drawn it. */
export const focusLater = (id: string) =>
  requestAnimationFrame(() => (document.getElementById(id) as HTMLElement | null)?.focus());

/**
 * A paragraph list (002 §3 Paragraph lists): news paragraphs (heading and text) or links (description and web
 * address). Rows are added 5 at a time up to 50; at the limit the spec's alert says so (§5). Blank rows are
 * dropped when saved.
 */
export function ParagraphListEditor({ kind, source = 'paragraphs' }: { kind: ListKind; source?: string }) {
  const translate = useTranslate();
  const { t } = useTranslation();
  const notify = useNotify();
  const { fields, append, remove } = useFieldArray({ name: source });
  const [first] = rowFields[kind];
  const addId = `${source}-add`;

  const addRows = () => {
    const adding = addableRows(fields.length);
    if (adding === 0) {
      const limit = kind === 'paragraph' ? configMessages.paragraphLimit : configMessages.linkLimit;
      notify(translateMessage(t, limit), { type: 'warning' });
      return;
    }
    append(Array.from({ length: adding }, () => blankRow(kind)));
    focusLater(inputId(source, fields.length, first));
  };
  const removeRow = (index: number) => {
    remove(index);
    // The keyboard stays in the list: on the row that took its place, else on the one before, else on Add.
    const next = index < fields.length - 1 ? index : index - 1;
    focusLater(next >= 0 ? inputId(source, next, first) : addId);
  };

  return (
    <Box component="section" aria-labelledby={`${source}-title`} sx={{ width: '100%' }}>
      <Typography id={`${source}-title`} variant="subtitle1" component="h2">
        {translate(`${list}.${kind}.title`)}
      </Typography>
      <FormHelperText sx={{ mb: 1 }}>{translate(`${list}.${kind}.hint`, { limit: LIST_LIMIT })}</FormHelperText>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => {
          const removeLabel = translate(`${list}.${kind}.remove`, { row: index + 1 });
          return (
            <Box component="li" key={field.id} data-testid="list-row" sx={rowLook}>
              <RowInputs kind={kind} source={source} index={index} />
              <Tooltip title={removeLabel}>
                <IconButton aria-label={removeLabel} onClick={() => removeRow(index)} sx={{ mt: 1 }}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          );
        })}
      </Stack>
      {fields.length === 0 ? <FormHelperText>{translate(`${list}.${kind}.empty`)}</FormHelperText> : null}
      <Button id={addId} startIcon={<AddIcon />} onClick={addRows} sx={{ mt: 1 }}>
        {translate(`${list}.addRows`)}
      </Button>
    </Box>
  );
}

export const rowLook = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1,
  borderBottom: 1,
  borderColor: 'divider',
  pb: 1,
} as const;
