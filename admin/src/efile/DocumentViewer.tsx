import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { pageImageUrl } from './api';

type Props = { submissionId: string; pages: number };

/**
 * The filer's document page by page: a strip of thumbnails (a tab list: the arrow keys, Home and End move along it,
 * as do Previous and Next) and the chosen page large beside it.
 */
export function DocumentViewer({ submissionId, pages }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const strip = useRef<HTMLDivElement>(null);
  const show = (next: number, focus = false) => {
    const chosen = Math.min(pages, Math.max(1, next));
    setPage(chosen);
    const tab = strip.current?.querySelector<HTMLElement>(`[data-page="${chosen}"]`);
    if (focus) tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: page - 1,
      ArrowUp: page - 1,
      ArrowRight: page + 1,
      ArrowDown: page + 1,
      Home: 1,
      End: pages,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };
  if (pages < 1) return <Typography>{t('efileReview.document.noPages')}</Typography>;
  const panelId = `efile-page-${submissionId}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
      <Box
        ref={strip}
        role="tablist"
        aria-label={t('efileReview.document.pages')}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: 1,
          overflow: 'auto',
          maxHeight: { md: '80vh' },
          flexShrink: 0,
          p: 0.5,
        }}
      >
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <Box
            key={number}
            component="button"
            type="button"
            role="tab"
            data-page={number}
            id={`${panelId}-tab-${number}`}
            aria-selected={number === page}
            aria-controls={panelId}
            tabIndex={number === page ? 0 : -1}
            onClick={() => show(number)}
            sx={{
              flexShrink: 0,
              p: 0.5,
              width: 104,
              cursor: 'pointer',
              bgcolor: 'background.paper',
              border: 2,
              borderColor: number === page ? 'primary.main' : 'divider',
              borderRadius: 1,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={pageImageUrl(submissionId, number, 'thumbnail')}
              alt=""
              loading="lazy"
              sx={{ display: 'block', width: '100%', height: 'auto', minHeight: 60 }}
            />
            <Typography variant="caption" component="span" sx={{ color: 'text.primary' }}>
              {t('efileReview.document.page', { page: number })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${page}`} sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => show(page - 1)}>
            {t('efileReview.document.previous')}
          </Button>
          <Typography aria-live="polite">{t('efileReview.document.pageOf', { page, pages })}</Typography>
          <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => show(page + 1)}>
            {t('efileReview.document.next')}
          </Button>
          <Link href={pageImageUrl(submissionId, page, 'page')} target="_blank" rel="noopener">
            {t('efileReview.document.fullSize')}
          </Link>
        </Stack>
        <Box
          component="img"
          key={page}
          src={pageImageUrl(submissionId, page, 'page')}
          alt={t('efileReview.document.pageOf', { page, pages })}
          sx={{
            display: 'block',
            // The whole page in view on a desktop; the link above opens it full size.
            maxWidth: '100%',
            maxHeight: { md: '90vh' },
            width: { xs: '100%', md: 'auto' },
            height: 'auto',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'common.white',
          }}
        />
      </Box>
    </Box>
  );
}
