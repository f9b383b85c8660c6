import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Skeleton,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailsPerView, thumbnailWidth } from '@landrecords/contracts/images/preview';
import { CloseActions } from '../../../components/dialogs/CloseActions';

/**
 * The preview before its first thumbnails arrive: the dialog at its size with five placeholders and a loading
 * bar, never a blank screen; Cancel leaves.
 */
export function PreviewLoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xl"
      fullWidth
      fullScreen={phone}
      transitionDuration={{ enter: 0, exit: theme.transitions.duration.leavingScreen }}
    >
      <DialogTitle id={titleId}>{t('imagePreview.loadingTitle')}</DialogTitle>
      <DialogContent dividers>
        <LinearProgress aria-label={t('imagePreview.loadingPages')} />
        <Stack
          direction="row"
          spacing={2}
          role="status"
          aria-label={t('imagePreview.loadingPages')}
          sx={{ justifyContent: { xs: 'flex-start', sm: 'center' }, overflowX: 'hidden', py: 2 }}
        >
          {Array.from({ length: thumbnailsPerView }, (_, index) => (
            <Box key={index} sx={{ flex: `0 0 ${thumbnailWidth}px` }}>
              <Skeleton variant="rectangular" width={thumbnailWidth} height={Math.round((thumbnailWidth * 11) / 8.5)} />
              <Skeleton width={80} sx={{ mx: 'auto' }} />
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** With no page on file the preview says so, with Close (000 §2). */
export function NoImagesDialog({ title, onClose }: { title?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title ?? t('imagePreview.noImagesTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('imagePreview.noImages')}</DialogContentText>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
