import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  GlobalStyles,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@landrecords/ui/save-file';
import { SecondStepCard } from './SecondStepCard';

type Props = {
  username: string;
  codes: string[];
  onContinue: () => Promise<void>;
};

/** Printing shows the sheet of codes alone, not the portal around it. */
const printSheetOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#recovery-code-sheet, #recovery-code-sheet *': { visibility: 'visible' },
        '#recovery-code-sheet': { position: 'absolute', left: 0, top: 0 },
        '.print-only': { display: 'block !important' },
      },
    }}
  />
);

/**
 * The ten recovery codes (issue 28), shown this once: copied, downloaded as a text file or printed, then the
 * user says they are saved before going on. The session has started already; Continue enters the portal.
 */
export function RecoveryCodes({ username, codes, onContinue }: Props) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [missing, setMissing] = useState(false);
  const [copied, setCopied] = useState('');
  const savedBox = useRef<HTMLInputElement>(null);
  const helperId = useId();

  // Until the codes are said to be saved, leaving the page (a reload, a closed tab) asks first: they are not shown again.
  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);

  const sheet = () =>
    [t('secondStep.recovery.fileTitle', { username }), '', ...codes, '', t('secondStep.recovery.fileNote'), ''].join(
      '\r\n',
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(t('secondStep.recovery.copied'));
    } catch {
      setCopied(t('secondStep.recovery.copyFailed'));
    }
  };
  const download = () =>
    saveFile(new Blob([sheet()], { type: 'text/plain;charset=utf-8' }), `recovery-codes-${username}.txt`);
  const proceed = () => {
    if (!saved) {
      setMissing(true);
      savedBox.current?.focus();
      return;
    }
    void onContinue();
  };

  return (
    <SecondStepCard title={t('secondStep.recovery.title')} wide>
      {printSheetOnly}
      <Typography sx={{ mb: 1 }}>{t('secondStep.recovery.intro')}</Typography>
      <Typography sx={{ mb: 2, fontWeight: 'bold' }}>{t('secondStep.recovery.once')}</Typography>
      <Box id="recovery-code-sheet">
        <Typography className="print-only" sx={{ display: 'none', mb: 1 }}>
          {t('secondStep.recovery.fileTitle', { username })}
        </Typography>
        <Box
          component="ol"
          role="list"
          aria-label={t('secondStep.recovery.listLabel')}
          sx={{
            // Two columns read down (1 to 5, then 6 to 10), each number drawn before its code: list markers
            // outside a column would fall into the one beside it at a phone's width.
            display: 'grid',
            gridTemplateColumns: 'repeat(2, max-content)',
            gridTemplateRows: 'repeat(5, auto)',
            gridAutoFlow: 'column',
            columnGap: { xs: 2, sm: 6 },
            rowGap: 1,
            listStyle: 'none',
            width: 'fit-content',
            maxWidth: '100%',
            m: 0,
            mb: 2,
            py: 1.5,
            px: { xs: 1.5, sm: 3 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: { xs: '1rem', sm: '1.1rem' },
            '& li::before': {
              content: 'counter(list-item) "."',
              display: 'inline-block',
              width: '3ch',
              mr: '1ch',
              textAlign: 'right',
              color: 'text.secondary',
            },
          }}
        >
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </Box>
        <Typography className="print-only" sx={{ display: 'none' }}>
          {t('secondStep.recovery.printNote')}
        </Typography>
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {t('secondStep.recovery.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('secondStep.recovery.download')}
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('secondStep.recovery.print')}
        </Button>
        <Typography role="status" variant="body2">
          {copied}
        </Typography>
      </Stack>
      <FormControl error={missing && !saved} required margin="normal" fullWidth>
        <FormControlLabel
          label={t('secondStep.recovery.saved')}
          control={
            <Checkbox
              name="saved"
              inputRef={savedBox}
              checked={saved}
              onChange={(event) => setSaved(event.target.checked)}
              slotProps={{
                input: {
                  'aria-describedby': missing && !saved ? helperId : undefined,
                  'aria-invalid': (missing && !saved) || undefined,
                  'aria-required': true,
                } as React.InputHTMLAttributes<HTMLInputElement>,
              }}
            />
          }
        />
        {missing && !saved && (
          <FormHelperText id={helperId} role="alert" sx={{ mx: 0 }}>
            {t('secondStep.recovery.savedRequired')}
          </FormHelperText>
        )}
      </FormControl>
      <Button variant="contained" fullWidth sx={{ mt: 1 }} onClick={proceed}>
        {t('common.continue')}
      </Button>
    </SecondStepCard>
  );
}
