import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeContent } from '@landrecords/contracts/config/home';
import { HomeCard } from './HomeCard';

type Paragraph = HomeContent['latestNews']['paragraphs'][number];
const SHOWN = 3;

function Paragraphs({ paragraphs }: { paragraphs: Paragraph[] }) {
  return paragraphs.map((paragraph, index) => (
    <Box key={index} sx={{ mb: 1.5 }}>
      <Typography variant="subtitle1" component="h3">
        {paragraph.heading}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {paragraph.paragraphContent}
      </Typography>
    </Box>
  ));
}

/** Latest news: the first few, and the full list in a popup when the county offers "more" (000 §2). */
export function LatestNewsCard({ paragraphs, more }: { paragraphs: Paragraph[]; more: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const hasMore = more && paragraphs.length > SHOWN;
  return (
    <HomeCard
      title={t('home.latestNews')}
      actions={hasMore && <Button onClick={() => setOpen(true)}>{t('home.moreNews')}</Button>}
    >
      {paragraphs.length === 0 && <Typography variant="body2">{t('home.noNews')}</Typography>}
      <Paragraphs paragraphs={paragraphs.slice(0, SHOWN)} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="md"
        fullWidth
        scroll="paper"
      >
        <DialogTitle id={titleId}>{t('home.latestNews')}</DialogTitle>
        <DialogContent dividers>
          <Paragraphs paragraphs={paragraphs} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </HomeCard>
  );
}
