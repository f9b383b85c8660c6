import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseActions } from './CloseActions';

/** MESSAGE (the default) shows the error icon, WARNING and INFO theirs (000 §2 Alert dialog). */
export type AlertType = 'MESSAGE' | 'WARNING' | 'INFO';

export type Alert = { title?: string; message: string; type?: AlertType };

const icons = {
  MESSAGE: <ErrorOutline color="error" aria-hidden />,
  WARNING: <WarningAmber color="warning" aria-hidden />,
  INFO: <InfoOutlined color="info" aria-hidden />,
};

export default function AlertDialog({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const type = alert?.type ?? 'MESSAGE';
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={alert !== null}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="sm"
      // Over another dialog, Close's autoFocus loses to the focus traps settling, and the focus ends on the paper
      // (where Enter does nothing): Close takes it once the alert has entered.
      slotProps={{ transition: { onEntered: () => close.current?.focus() } }}
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} alignItems="center">
          {icons[type]}
          <span>{alert?.title ?? t(`alert.title.${type}`)}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ whiteSpace: 'pre-line' }}>
          {alert?.message}
        </DialogContentText>
      </DialogContent>
      <CloseActions onClose={onClose} closeRef={close} />
    </Dialog>
  );
}
