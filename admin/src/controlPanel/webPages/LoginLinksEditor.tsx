import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { moveTarget } from './list-rows';
import { focusLater, rowLook } from './ParagraphListEditor';
import { RowInputs } from './RowInputs';

const links = 'controlPanel.webPages.loginLinks';
const source = 'paragraphs';

/**
 * The login page's links (002 §5): a fixed 12 rows, each a description and a web address, moved up and down to
 * set their order; moving the first row up or the last one down says it is already there. Blank rows keep their
 * places and are not shown.
 */
export function LoginLinksEditor() {
  const translate = useTranslate();
  const notify = useNotify();
  const { fields, swap } = useFieldArray({ name: source });

  const move = (index: number, step: -1 | 1) => {
    const target = moveTarget(index, step, fields.length);
    if (target === 'first' || target === 'last') {
      notify(translate(`${links}.${target}Row`), { type: 'warning' });
      return;
    }
    swap(index, target);
    // The keyboard follows the row it moved.
    focusLater(`${source}-${target}-${step < 0 ? 'up' : 'down'}`);
  };

  return (
    <Box component="section" aria-labelledby="login-links-title" sx={{ width: '100%' }}>
      <Typography id="login-links-title" variant="subtitle1" component="h2">
        {translate(`${links}.title`)}
      </Typography>
      <FormHelperText sx={{ mb: 1 }}>{translate(`${links}.hint`)}</FormHelperText>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => {
          const up = translate(`${links}.up`, { row: index + 1 });
          const down = translate(`${links}.down`, { row: index + 1 });
          return (
            <Box component="li" key={field.id} data-testid="list-row" sx={rowLook}>
              <RowInputs kind="link" source={source} index={index} />
              <Box sx={{ display: 'flex', mt: 1 }}>
                <Tooltip title={up}>
                  <IconButton id={`${source}-${index}-up`} aria-label={up} onClick={() => move(index, -1)}>
                    <ArrowUpward />
                  </IconButton>
                </Tooltip>
                <Tooltip title={down}>
                  <IconButton id={`${source}-${index}-down`} aria-label={down} onClick={() => move(index, 1)}>
                    <ArrowDownward />
                  </IconButton>
                </Tooltip>
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
