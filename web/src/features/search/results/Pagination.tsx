import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Pages already seen, marked (001 §4.8). */
  visited?: readonly number[];
  /** How many page links show at once: 100 in the results table, 3 in detail tables, 10 in modal lists (001 §9). */
  window?: number;
  label: string;
  disabled?: boolean;
};

/** The window of page links around the current page. */
export function pageWindow(page: number, pages: number, size: number): number[] {
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * First, prev, the page links, next, last (001 §4.8): First and Last when there are more pages than links,
 * -10 and +10 above 30 pages; visited pages are marked.
 */
export function Pagination({ page, pages, onPage, visited = [], window = 100, label, disabled }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const links = pageWindow(page, pages, window);
  const more = pages > links.length;
  const jump = pages > 30;
  const go = (target: number) => () => onPage(Math.min(pages, Math.max(1, target)));
  const small = { minWidth: 40, px: 1 };
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {more && (
        <Button size="small" sx={small} onClick={go(1)} disabled={disabled || page === 1}>
          {t('searchResults.pages.first')}
        </Button>
      )}
      {jump && (
        <Button size="small" sx={small} onClick={go(page - 10)} disabled={disabled || page <= 1}>
          {t('searchResults.pages.back10')}
        </Button>
      )}
      <Button size="small" sx={small} onClick={go(page - 1)} disabled={disabled || page === 1}>
        {t('searchResults.pages.previous')}
      </Button>
      {links.map((link) => {
        const current = link === page;
        const seen = visited.includes(link) && !current;
        return (
          <Button
            key={link}
            size="small"
            variant={current ? 'contained' : seen ? 'outlined' : 'text'}
            aria-current={current ? 'page' : undefined}
            aria-label={
              seen
                ? t('searchResults.pages.visitedPage', { page: link })
                : t('searchResults.pages.page', { page: link })
            }
            onClick={go(link)}
            disabled={disabled && !current}
            sx={{ ...small, minWidth: 36 }}
          >
            {link}
          </Button>
        );
      })}
      <Button size="small" sx={small} onClick={go(page + 1)} disabled={disabled || page === pages}>
        {t('searchResults.pages.next')}
      </Button>
      {jump && (
        <Button size="small" sx={small} onClick={go(page + 10)} disabled={disabled || page >= pages}>
          {t('searchResults.pages.forward10')}
        </Button>
      )}
      {more && (
        <Button size="small" sx={small} onClick={go(pages)} disabled={disabled || page === pages}>
          {t('searchResults.pages.last')}
        </Button>
      )}
    </Box>
  );
}
