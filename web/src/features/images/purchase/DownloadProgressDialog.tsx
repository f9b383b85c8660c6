import { Dialog, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The pages being saved. */
  pages: number;
  /** The share assembled (0 to 1), or null while the server prepares the PDF. */
  done: number | null;
};

/** A download quicker than this shows no progress: nothing flashes for a page or two. */
const showAfterMs = 400;

/**
 * The download's progress (issue 22) for a document that takes a while: not dismissable, as the loading dialog of
 * 000 §2; it closes itself once the PDF is saved.
 */
export default function DownloadProgressDialog({ pages, done }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), showAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Dialog open={shown} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('imagePurchase.downloadingTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {done === null
            ? t('imagePurchase.preparing', { count: pages })
            : t('imagePurchase.assembling', { count: pages })}
        </DialogContentText>
        <LinearProgress
          aria-label={t('imagePurchase.progressLabel')}
          variant={done === null ? 'indeterminate' : 'determinate'}
          value={done === null ? undefined : Math.round(done * 100)}
        />
      </DialogContent>
    </Dialog>
  );
}
