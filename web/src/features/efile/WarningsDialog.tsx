import WarningAmber from '@mui/icons-material/WarningAmber';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrecheckWarning } from './types';
import { useEfileMessage } from './messages';

type Props = {
  open: boolean;
  warnings: PrecheckWarning[];
  /** The county lets the filer go on despite them. */
  overrideAllowed: boolean;
  onContinue: () => void;
  onCancel: () => void;
};

/**
 * What the server's checks before payment found (issue 27): each finding names its page, before the charges. The
 * filer goes on only where the county allows it; otherwise the document is to be corrected and chosen again.
 */
export function WarningsDialog({ open, warnings, overrideAllowed, onContinue, onCancel }: Props) {
  const { t } = useTranslation();
  const speak = useEfileMessage();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('efile.warnings.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={textId}>
          {t(overrideAllowed ? 'efile.warnings.canContinue' : 'efile.warnings.mustCorrect')}
        </DialogContentText>
        <List dense>
          {warnings.map((warning, index) => (
            <ListItem key={index} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <WarningAmber color="warning" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={speak({ code: warning.code, text: warning.message, params: warning.params })} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {overrideAllowed ? (
          <>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            <Button onClick={onContinue} variant="contained" autoFocus>
              {t('efile.warnings.continueAnyway')}
            </Button>
          </>
        ) : (
          <Button onClick={onCancel} variant="contained" autoFocus>
            {t('common.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
