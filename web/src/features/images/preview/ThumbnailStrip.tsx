import { Box, ButtonBase, Checkbox, FormControlLabel, Skeleton } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailWidth, type ThumbnailSet } from '@landrecords/contracts/images/preview';

/** A letter page's height at the strip's width: what a thumbnail not yet arrived holds its place with. */
const placeholderHeight = Math.round((thumbnailWidth * 11) / 8.5);
/** Hovering a thumbnail zooms it 350 % around the pointer (000 §2). */
const hoverZoom = 3.5;

type Props = {
  /** The view's pages, in order. */
  pages: number[];
  /** The view's thumbnails as far as they have arrived (the previous view's stay out). */
  thumbnails: ThumbnailSet['thumbnails'] | undefined;
  isSelected: (page: number) => boolean;
  onToggle: (page: number) => void;
  onOpen: (page: number) => void;
  /** Lets the big view give focus back to the thumbnail it was opened from. */
  buttonRef: (page: number, element: HTMLButtonElement | null) => void;
};

/** Moves the zoom's centre to the pointer. */
function follow(event: MouseEvent<HTMLElement>) {
  const frame = event.currentTarget.getBoundingClientRect();
  const x = ((event.clientX - frame.left) / frame.width) * 100;
  const y = ((event.clientY - frame.top) / frame.height) * 100;
  event.currentTarget.style.setProperty('--zoom-origin', `${x.toFixed(1)}% ${y.toFixed(1)}%`);
}

/**
 * The preview's five thumbnails (000 §2): each a button that opens the big view, zoomed under the pointer, with
 * 'Page N' and its select checkbox below. A thumbnail not yet arrived is a placeholder of its size; on a phone the
 * strip scrolls sideways.
 */
export function ThumbnailStrip({ pages, thumbnails, isSelected, onToggle, onOpen, buttonRef }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        gap: 2,
        justifyContent: { xs: 'flex-start', sm: 'center' },
        overflowX: 'auto',
        listStyle: 'none',
        m: 0,
        px: 0.5,
        py: 1,
      }}
    >
      {pages.map((page) => {
        const thumbnail = thumbnails?.find((candidate) => candidate.page === page);
        return (
          <Box component="li" key={page} sx={{ flex: `0 0 ${thumbnailWidth}px`, textAlign: 'center' }}>
            <ButtonBase
              ref={(element: HTMLButtonElement | null) => buttonRef(page, element)}
              onClick={() => onOpen(page)}
              onMouseMove={follow}
              aria-label={t('imagePreview.openPage', { page })}
              focusRipple
              sx={{
                display: 'block',
                width: thumbnailWidth,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'common.white',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                '& img': {
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  transformOrigin: 'var(--zoom-origin, 50% 50%)',
                },
                '@media (hover: hover)': { '&:hover img': { transform: `scale(${hoverZoom})`, cursor: 'zoom-in' } },
              }}
            >
              {thumbnail ? (
                <img src={`data:image/jpeg;base64,${thumbnail.image}`} alt="" width={thumbnailWidth} />
              ) : (
                <Skeleton variant="rectangular" width={thumbnailWidth} height={placeholderHeight} />
              )}
            </ButtonBase>
            <FormControlLabel
              sx={{ mx: 0, mt: 0.5 }}
              control={<Checkbox checked={isSelected(page)} onChange={() => onToggle(page)} size="small" />}
              label={t('imagePreview.page', { page })}
            />
          </Box>
        );
      })}
    </Box>
  );
}
