import { FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSelectionMethod } from '@landrecords/contracts/images/preview';
import type { PageSelection } from './use-page-selection';

/**
 * The footer's choice (000 §2): All Pages, or Pages with the pages text (hint 'Ex.: 1, 3, 7-9, 11'); typing
 * chooses Pages. The server's objection to the text shows under it.
 */
export function PageSelectionFooter({
  selection,
  fieldRef,
}: {
  selection: PageSelection;
  fieldRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const groupLabel = useId();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, flexGrow: 1 }}
    >
      <span
        id={groupLabel}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('imagePreview.selection')}
      </span>
      <RadioGroup
        row
        aria-labelledby={groupLabel}
        value={selection.method}
        onChange={(event) => selection.chooseMethod(event.target.value as PageSelectionMethod)}
        sx={{ flexWrap: 'nowrap', mt: 0.5 }}
      >
        <FormControlLabel value="ENTIRE_DOCUMENT" control={<Radio />} label={t('imagePreview.allPages')} />
        <FormControlLabel value="CSV_PAGES" control={<Radio />} label={t('imagePreview.pages')} />
      </RadioGroup>
      <TextField
        inputRef={fieldRef}
        size="small"
        label={t('imagePreview.pageNumbers')}
        placeholder={t('imagePreview.pagesHint')}
        value={selection.text}
        onChange={(event) => selection.typeText(event.target.value)}
        error={selection.error !== null}
        helperText={selection.error ?? t('imagePreview.pagesHint')}
        sx={{ minWidth: { sm: 260 }, flexGrow: { xs: 1, sm: 0 } }}
      />
    </Stack>
  );
}
