import { Box, Button, Grid, Stack, TextField } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useController, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { useCodeLists } from './form-data';
import { matchPlats, type Plat, type PlatMatch } from './plat-match';
import { searchMessages } from '@landrecords/contracts/search/messages';

// The Full List dialog is its own chunk, loaded when first opened.
const PlatListDialog = lazy(() => import('./PlatListDialog'));

type By = 'number' | 'name';

/**
 * Plat Number and Plat Name typed ahead by prefix (001 §4.10), Reset, and Full List. One match fills number,
 * name and plat code; several, with 2 characters typed, offer a dropdown; none says 'No matching plat found.'.
 * Once a plat is chosen the two fields take no typing until Reset.
 */
export function PlatEntry({ form }: { form: UseFormReturn<FieldValues> }) {
  const { t } = useTranslation();
  const { data } = useCodeLists();
  const plats = useMemo<Plat[]>(
    () => (data?.plats ?? []).map((plat) => ({ code: plat.code, number: plat.platNumber, name: plat.description })),
    [data],
  );
  const platField = useController({ control: form.control, name: 'plat' });
  const numberField = useController({ control: form.control, name: 'platNumber' });
  const nameField = useController({ control: form.control, name: 'platName' });
  const chosen = useWatch({ control: form.control, name: 'plat' }) !== '';
  const [match, setMatch] = useState<{ by: By; result: PlatMatch } | null>(null);
  const [listOpen, setListOpen] = useState(false);

  const choose = (plat: Plat) => {
    form.setValue('plat', plat.code);
    form.setValue('platNumber', plat.number);
    form.setValue('platName', plat.name);
    form.clearErrors('plat');
    setMatch(null);
  };
  const type = (by: By, text: string) => {
    if (chosen) return;
    (by === 'number' ? numberField : nameField).field.onChange(text);
    const result = matchPlats(plats, by, text);
    if (result.kind === 'one') choose(result.plat);
    else setMatch({ by, result });
  };
  const reset = () => {
    form.setValue('plat', '');
    form.setValue('platNumber', '');
    form.setValue('platName', '');
    setMatch(null);
  };

  const noMatch = (by: By) =>
    match?.by === by && match.result.kind === 'none' ? translateMessage(t, searchMessages.noMatchingPlat) : undefined;
  const required = platField.fieldState.error?.message;
  const nameMessage = noMatch('name') ?? (required ? translateMessage(t, required) : undefined);
  const dropdown = match?.result.kind === 'many' && match.result.dropdown ? match.result.plats : null;

  return (
    <>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            name="platNumber"
            label={t('searchForms.fields.platNumber')}
            value={numberField.field.value ?? ''}
            onChange={(event) => type('number', event.target.value)}
            error={Boolean(noMatch('number'))}
            helperText={noMatch('number')}
            slotProps={{ htmlInput: { readOnly: chosen, autoComplete: 'off' } }}
            fullWidth
            margin="dense"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            name="platName"
            label={t('searchForms.fields.platName')}
            required
            value={nameField.field.value ?? ''}
            inputRef={platField.field.ref}
            onChange={(event) => type('name', event.target.value)}
            error={Boolean(nameMessage)}
            helperText={nameMessage}
            slotProps={{ htmlInput: { readOnly: chosen, autoComplete: 'off' } }}
            fullWidth
            margin="dense"
          />
        </Grid>
      </Grid>
      {dropdown && (
        <TextField
          select
          label={t('searchForms.plat.dialogTitle')}
          value=""
          onChange={(event) => {
            const plat = dropdown.find((candidate) => candidate.code === event.target.value);
            if (plat) choose(plat);
          }}
          helperText={t('searchForms.plat.matches', { count: dropdown.length })}
          fullWidth
          margin="dense"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('searchForms.plat.prompt')}</option>
          {dropdown.map((plat) => (
            <option key={plat.code} value={plat.code}>
              {plat.number} – {plat.name}
            </option>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setListOpen(true)}>
          {t('searchForms.plat.fullList')}
        </Button>
        <Button variant="outlined" size="small" onClick={reset}>
          {t('searchForms.plat.reset')}
        </Button>
      </Stack>
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {chosen ? t('searchForms.plat.selected', { number: numberField.field.value, name: nameField.field.value }) : ''}
      </Box>
      {listOpen && (
        <Suspense fallback={null}>
          <PlatListDialog
            onClose={() => setListOpen(false)}
            onSelect={(plat) => {
              choose(plat);
              setListOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
