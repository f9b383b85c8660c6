import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../../components/dialogs/alerts';
import { boundMessage, clampStart, jumpPage, moved, possible, type BoundMessage, type Move } from './navigation';
import { imageMessages } from '@landrecords/contracts/images/messages';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

type Props = { start: number; pageCount: number; onStart: (start: number) => void };

/**
 * First, Prev 5, Prev 1, the jump to a page with Go, Next 1, Next 5 and Last (000 §2, §4, §5), shown above five
 * pages. A move that cannot change the view is disabled; one that reaches a bound says so. When the button just
 * pressed becomes disabled, focus goes to the page field rather than to the page's top.
 */
export function PreviewNavigation({ start, pageCount, onStart }: Props) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [entered, setEntered] = useState('');
  const [message, setMessage] = useState<BoundMessage | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const go = (move: Move) => {
    const next = moved(move, start, pageCount);
    setMessage(boundMessage(move, next, pageCount));
    onStart(next);
    if (!possible(move, next, pageCount)) field.current?.focus();
  };

  const jump = (event: FormEvent) => {
    event.preventDefault();
    const page = jumpPage(entered, pageCount);
    if (page === null) {
      void showAlert({ message: translateMessage(t, imageMessages.noPage({ page: entered.trim() })) }).then(() =>
        field.current?.focus(),
      );
      return;
    }
    setMessage(null);
    onStart(clampStart(page, pageCount));
  };

  const button = (move: Move) => (
    <Button variant="outlined" size="small" onClick={() => go(move)} disabled={!possible(move, start, pageCount)}>
      {t(`imagePreview.moves.${move}`)}
    </Button>
  );

  return (
    <Box component="nav" aria-label={t('imagePreview.navigation')} sx={{ mb: 1 }}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
      >
        {button('first')}
        {button('prev5')}
        {button('prev1')}
        <Stack component="form" direction="row" spacing={1} onSubmit={jump} sx={{ alignItems: 'center' }}>
          <TextField
            inputRef={field}
            size="small"
            label={t('imagePreview.jumpTo')}
            value={entered}
            onChange={(event) => setEntered(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', size: 5 } }}
            sx={{ width: 110 }}
          />
          <Button type="submit" variant="contained" size="small">
            {t('imagePreview.go')}
          </Button>
        </Stack>
        {button('next1')}
        {button('next5')}
        {button('last')}
      </Stack>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', mt: 0.5, textAlign: 'center' }}>
        {message ? t(`imagePreview.${message}`) : ''}
      </Typography>
    </Box>
  );
}
