import { Alert, Box, Grid, LinearProgress, Link, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import { PAGE_SIZE, RESULT_LIMIT } from '@landrecords/contracts/search/paging';
import { PageTitle } from '../../../components/PageTitle';
import { useAlert } from '../../../components/dialogs/alerts';
import { firstRowsShown } from '../run/run-search';
import { useBackToResults } from '../sequence/back-to-results';
import { DetailPane, type ImageHandler } from '../details/DetailPane';
import { columnsOf } from './columns';
import { downloadResults } from './download';
import { Pagination } from './Pagination';
import { ResultsTable } from './ResultsTable';
import { ResultsToolbar } from './ResultsToolbar';
import { useSearchSettings } from './settings';
import { expectedRows, pageCount, useResultsView } from './use-results-view';
import { useRestoreResults } from './use-restore-results';
import { visuallyHidden } from './visually-hidden';

const NotableDatesDialog = lazy(() => import('./NotableDatesDialog'));

export type ResultsScreenProps = {
  /** Opens a record's images (the next issue's image preview); without it no Image button shows. */
  onOpenImage?: ImageHandler;
};

type Props = ResultsScreenProps & { kind: ResultKind; title: string };

/**
 * The count line (001 §2.15 'Displaying Results: x-y of n'), and a polite live region that says it once the
 * rows are on screen and again whenever it changes.
 */
function CountLine({ text }: { text: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text), 100);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <Typography variant="body2" sx={{ minHeight: '1.5em' }} data-testid="results-count">
        {text}
      </Typography>
      <Box role="status" aria-live="polite" style={visuallyHidden}>
        {said}
      </Box>
    </>
  );
}

/**
 * A result screen (001 §2.15, §2.18–§2.21): toolbar, count line, truncated badge, the table of the page's rows
 * (the first 25 at once, the rest as their batches arrive), pagination, and the detail pane beside it.
 */
export function ResultsScreen({ kind, title, onOpenImage }: Props) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const { data: settings } = useSearchSettings();
  const onLimit = useCallback(
    () => void showAlert({ type: 'INFO', message: t('searchResults.selectionLimit') }),
    [showAlert, t],
  );
  const view = useResultsView(onLimit);
  const { search } = view;
  const restoring = useRestoreResults(kind);
  const runId = search?.runId;
  useEffect(() => {
    if (runId !== undefined) firstRowsShown(runId);
  }, [runId]);
  const back = useBackToResults();
  const [notableOpen, setNotableOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const columns = useMemo(() => columnsOf(kind, t, settings), [kind, t, settings]);
  const theme = useTheme();
  const sideBySide = useMediaQuery(theme.breakpoints.up('lg'));
  const detailRef = useRef<HTMLDivElement>(null);
  // Below the table on a narrow screen, the detail of the row just opened is scrolled into view.
  useEffect(() => {
    if (view.activeKey && !sideBySide) detailRef.current?.scrollIntoView({ block: 'start' });
  }, [view.activeKey, sideBySide]);

  if (!search || search.kind !== kind) {
    return (
      <Box>
        <PageTitle>{title}</PageTitle>
        {restoring ? (
          <LinearProgress aria-label={t('searchResults.loading')} />
        ) : (
          <Typography>
            {t('searchResults.noSearch')}{' '}
            <Link component={RouterLink} to="/search">
              {t('searchResults.toSearch')}
            </Link>
          </Typography>
        )}
      </Box>
    );
  }

  const pages = pageCount(search);
  const first = view.filtered ? 1 : (search.pageNumber - 1) * PAGE_SIZE + 1;
  const shown = view.filtered ? view.rows.length : expectedRows(search);
  const total = view.filtered ? view.rows.length : search.totalRecordCount;
  const pending = view.filtered || search.complete ? 0 : Math.max(0, shown - view.rows.length);
  const canDownload =
    settings?.downloadResults === true && (kind === 'general' || search.type === 'searchByTorrensText');
  const download = async () => {
    setDownloading(true);
    try {
      await downloadResults(search);
    } catch {
      // 001 §8: print errors are silently ignored.
    } finally {
      setDownloading(false);
    }
  };
  const countText = t('searchResults.displaying', { from: first, to: first + shown - 1, total });
  const table: ReactNode = (
    <ResultsTable view={view} columns={columns} caption={`${title}. ${countText}`} pending={pending} />
  );

  return (
    <Box>
      <PageTitle>{title}</PageTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <ResultsToolbar
              view={view}
              settings={settings}
              canDownload={canDownload}
              onDownload={() => void download()}
              downloading={downloading}
              onBack={search.origin ? () => void back() : null}
              onNotableDates={settings?.showNotableDates ? () => setNotableOpen(true) : null}
            />
            <CountLine text={countText} />
            {(search.truncated || search.totalRecordCount >= RESULT_LIMIT) && (
              <Alert severity="warning" sx={{ my: 1 }}>
                {t('searchResults.truncated')}
              </Alert>
            )}
            <Box sx={{ height: 4 }}>{view.busy && <LinearProgress aria-label={t('searchResults.loading')} />}</Box>
            {table}
            {!view.filtered && (
              <Box sx={{ mt: 1 }}>
                <Pagination
                  page={search.pageNumber}
                  pages={pages}
                  onPage={view.goToPage}
                  visited={search.visitedPages}
                  label={t('searchResults.pages.label')}
                  disabled={view.busy}
                />
              </Box>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} ref={detailRef} sx={{ scrollMarginTop: 8 }}>
          <DetailPane kind={kind} row={view.activeRow} onOpenImage={onOpenImage} />
        </Grid>
      </Grid>
      {notableOpen && (
        <Suspense>
          <NotableDatesDialog open={notableOpen} onClose={() => setNotableOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
