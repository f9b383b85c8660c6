import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countyDirectory } from '../lib/product';

const EVERY_MS = 30_000;
export const MAX_SLIDES = 6;

/**
 * The county's login slides (000 §2): up to six pictures from its directory, the next every 30 seconds; with two
 * or more, previous/next and a pause button.
 */
export function Slides({ count }: { count: number }) {
  const { t } = useTranslation();
  const total = Math.min(Math.max(count, 0), MAX_SLIDES);
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (total < 2 || paused) return;
    const timer = setInterval(() => setShown((index) => (index + 1) % total), EVERY_MS);
    return () => clearInterval(timer);
  }, [total, paused]);
  if (total === 0) return null;
  const move = (step: number) => setShown((index) => (index + step + total) % total);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-roledescription={t('slides.carousel')} aria-label={t('slides.label')}>
      <Box
        component="img"
        src={`counties/${countyDirectory()}/slides/slide${shown + 1}.svg`}
        alt={t('slides.alt', { number: shown + 1, total })}
        sx={{
          width: '100%',
          maxHeight: 320,
          aspectRatio: '16 / 6',
          objectFit: 'cover',
          borderRadius: 1,
          display: 'block',
        }}
      />
      {total > 1 && (
        <Stack direction="row" alignItems="center" justifyContent="center" spacing={1} sx={{ mt: 1 }}>
          <IconButton onClick={() => move(-1)} aria-label={t('slides.previous')}>
            <ChevronLeft />
          </IconButton>
          <Typography component="figcaption" aria-live={paused ? 'polite' : 'off'}>
            {t('slides.position', { number: shown + 1, total })}
          </Typography>
          <IconButton onClick={() => move(1)} aria-label={t('slides.next')}>
            <ChevronRight />
          </IconButton>
          <IconButton onClick={() => setPaused(!paused)} aria-label={paused ? t('slides.play') : t('slides.pause')}>
            {paused ? <PlayArrow /> : <Pause />}
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
