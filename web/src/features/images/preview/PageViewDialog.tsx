import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageViewWidth } from '@landrecords/contracts/images/preview';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { errorText } from '../../../lib/api/error-text';
import { pageImageQuery } from './preview-api';

type Props = {
  sourcedDocKey: SourcedDocKey;
  page: number;
  pageCount: number;
  selected: boolean;
  onKeep: () => void;
  onIgnore: () => void;
  onClose: () => void;
};

/**
 * The big view a thumbnail opens (000 §2): the page 1000 px across (imaging/getPageImage), wide enough to read,
 * with Keep Page and Ignore Page, each of which closes it. On a phone it fills the screen and scrolls.
 */
export function PageViewDialog({ sourcedDocKey, page, pageCount, selected, onKeep, onIgnore, onClose }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const image = useQuery(pageImageQuery(sourcedDocKey, page));
  const label = t('imagePreview.pageOf', { page, pages: pageCount });
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      fullScreen={phone}
      // Keep Page takes the focus once this dialog is the top one: autoFocus would focus it while the preview's
      // focus trap still held it, which takes the focus back.
      slotProps={{ transition: { onEntered: () => keep.current?.focus() } }}
    >
      <DialogTitle id={titleId}>
        {label}
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {t(selected ? 'imagePreview.pageSelected' : 'imagePreview.pageNotSelected')}
        </Typography>
      </DialogTitle>
      {/* The page scrolls both ways, by keyboard too: the region takes focus. */}
      <DialogContent dividers tabIndex={0} role="region" aria-label={label} sx={{ p: { xs: 1, sm: 2 } }}>
        {image.data ? (
          <img
            src={`data:image/jpeg;base64,${image.data.image}`}
            alt={label}
            width={pageViewWidth}
            style={{ display: 'block', width: pageViewWidth, maxWidth: 'none', height: 'auto' }}
          />
        ) : image.isError ? (
          <Alert severity="error">{errorText(t, image.error, t('app.title'))}</Alert>
        ) : (
          <Box role="status" aria-label={t('common.loading')}>
            <Skeleton variant="rectangular" width={pageViewWidth} height={Math.round((pageViewWidth * 11) / 8.5)} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button onClick={onIgnore} variant="outlined">
          {t('imagePreview.ignorePage')}
        </Button>
        <Button ref={keep} onClick={onKeep} variant="contained">
          {t('imagePreview.keepPage')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
