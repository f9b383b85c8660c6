import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logToServer } from '../../lib/client-log';
import { paymentPageUrl } from '../../lib/product';
import { comesFrom, readCardMessage } from './card-message';

export type CardFrameProps = {
  open: boolean;
  /** The window's title: 'Credit Card Preauthorization', 'Escrow Deposit - Credit Card Authorization' ... */
  title: string;
  /** The provider's token for this payment; the frame waits (a spinner) until it is known. */
  token: string | null;
  /** transactResponse: the provider's response as JSON text, for the caller to post to its server route. */
  onResponse: (response: string) => void;
  /** Cancel (the button or the provider's page), and any message the frame does not know (000 §4). */
  onCancel: () => void;
  /** Back to the dialog before the card, when there is one. */
  onBack?: () => void;
  /** True while the caller posts the response: the buttons wait. */
  busy?: boolean;
};

/** The frame's height of 000 §2: the provider's page is laid out for it (its resizeWindow is not followed). */
export const CARD_FRAME_HEIGHT = 500;

/**
 * The card payment frame of 000 §2 and §4, shared by every card payment of the portal (a search's
 * preauthorization, the image purchase, the escrow deposit, e-file): a hidden form posts the token into a frame
 * of the provider's page; a message listener, installed while the dialog is open and removed when it closes,
 * hands transactResponse to the caller, ignores resizeWindow and treats anything else as Cancel.
 */
export function CardFrameDialog({ open, title, token, onResponse, onCancel, onBack, busy = false }: CardFrameProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {open && token ? (
          <CardFrame token={token} title={title} onResponse={onResponse} onCancel={onCancel} />
        ) : (
          <Box sx={{ height: CARD_FRAME_HEIGHT, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={t('cardFrame.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {onBack && (
          <Button onClick={onBack} disabled={busy}>
            {t('common.back')}
          </Button>
        )}
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type FrameProps = Pick<CardFrameProps, 'title' | 'onResponse' | 'onCancel'> & { token: string };

/** Mounted while the dialog is open with a token: the frame, its hidden form and the listener. */
function CardFrame({ token, title, onResponse, onCancel }: FrameProps) {
  const { t } = useTranslation();
  const name = `card-frame-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The latest handlers, so the listener is installed once per opening and never sees stale ones.
  const handlers = useRef({ onResponse, onCancel });
  handlers.current = { onResponse, onCancel };

  useEffect(() => {
    const action = paymentPageUrl();
    const allowed = new Set([window.location.origin, new URL(action, document.baseURI).origin]);
    const listen = (event: MessageEvent) => {
      if (!allowed.has(event.origin) || !comesFrom(frame.current?.contentWindow, event.source)) return;
      const message = readCardMessage(event.data);
      if (message.action === 'transactResponse') handlers.current.onResponse(message.response);
      else if (message.action === 'cancel') handlers.current.onCancel();
      else if (message.action === 'unknown') {
        logToServer({ level: 'warn', message: `The card frame sent an unknown message (${message.name}): cancelled` });
        handlers.current.onCancel();
      }
    };
    window.addEventListener('message', listen);
    form.current?.submit();
    return () => window.removeEventListener('message', listen);
  }, [token]);

  return (
    <>
      <Box
        component="iframe"
        ref={frame}
        name={name}
        // Keyboard and screen reader users go straight into the card form once it has loaded.
        onLoad={() => frame.current?.focus()}
        title={t('cardFrame.frameTitle', { title })}
        sx={{ display: 'block', width: '100%', height: CARD_FRAME_HEIGHT, border: 0 }}
      />
      <form ref={form} method="post" action={paymentPageUrl()} target={name} hidden>
        <input type="hidden" name="token" value={token} />
      </form>
    </>
  );
}
