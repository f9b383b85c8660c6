import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, FormControl, FormHelperText, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import type { UploadProgress } from './api';
import type { EfileFormInput, EfileFormOutput } from './efile-form';
import { useEfileMessage } from './messages';

type Props = {
  control: Control<EfileFormInput, unknown, EfileFormOutput>;
  /** While the file goes to the server: how much has gone. */
  progress: UploadProgress | null;
  /** Checks the chosen file at once (its type and size), before any Submit. */
  onChosen: () => void;
};

/**
 * The file to file (002 §2.1): a button that opens the browser's file picker, the chosen file's name and size, the upload's progress, the guidance, and the
 * rule's message under it.
 */
export function FileInput({ control, progress, onChosen }: Props) {
  const { t, i18n } = useTranslation();
  const speak = useEfileMessage();
  const labelId = useId();
  const helperId = useId();
  const chosenId = useId();
  const buttonId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({ control, name: 'file' });
  const file = field.value ?? null;
  const message = fieldState.error?.message;
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / 1_000_000);
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  // Once the last byte has gone the server reads and examines the pages: a large scan takes a few seconds.
  const checking = progress !== null && progress.total > 0 && progress.loaded >= progress.total;
  return (
    <FormControl error={Boolean(message)} fullWidth margin="dense" required>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {t('efile.file')}
      </FormLabel>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          id={buttonId}
          name={field.name}
          ref={field.ref}
          variant="outlined"
          color={message ? 'error' : 'primary'}
          startIcon={<UploadFile aria-hidden />}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={`${chosenId} ${helperId}`}
          disabled={progress !== null}
          onClick={() => picker.current?.click()}
          onBlur={field.onBlur}
        >
          {t('efile.chooseFile')}
        </Button>
        {/* The browser's own picker, opened by the button: one control to reach, which shows its focus. */}
        <input
          ref={picker}
          type="file"
          name={field.name}
          hidden
          tabIndex={-1}
          accept=".pdf,.tif,.tiff,application/pdf,image/tiff"
          aria-describedby={helperId}
          onChange={(event) => {
            field.onChange(event.target.files?.[0] ?? null);
            // The same file chosen again (after a refusal) is a change too.
            event.target.value = '';
            onChosen();
          }}
        />
        <Typography id={chosenId} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? t('efile.chosenFile', { name: file.name, size: megabytes(file.size) }) : t('efile.noFile')}
        </Typography>
      </Stack>
      {progress && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1 }}>
          <LinearProgress
            variant={checking ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={t(checking ? 'efile.checking' : 'efile.uploading')}
            sx={{ flex: 1, height: 8, borderRadius: 1 }}
          />
          <Typography variant="body2" aria-hidden>
            {checking ? t('efile.checking') : t('efile.uploadedPercent', { percent })}
          </Typography>
        </Stack>
      )}
      {/* Said once as the upload starts and once as the checks start, not at every percent. */}
      <Box role="status" sx={visuallyHidden}>
        {progress && t(checking ? 'efile.checking' : 'efile.uploading')}
      </Box>
      <FormHelperText id={helperId} sx={{ mx: 0 }}>
        {message ? speak(message) : t('efile.guidance')}
      </FormHelperText>
    </FormControl>
  );
}
