import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelIdLinks } from '@landrecords/contracts/search/details';
import type { ResultKind } from '@landrecords/contracts/search/paging';
import type { SearchResultRow } from '@landrecords/contracts/search/results';
import type { SourcedDocKey } from '@landrecords/contracts/records/parts';
import { useAlert } from '../../../components/dialogs/alerts';
import { SearchRunContext } from '../run/search-run-context';
import { useSearchSettings } from '../results/settings';
import { rowKey } from '../results/row-keys';
import { failureText } from '../sequence/failure-text';
import { fetchDetail, parcelLinks } from './details-api';
import { DetailBody } from './DetailBody';

const ParcelLinksDialog = lazy(() => import('./ParcelLinksDialog'));

/** What the Image button hands the image preview (the next issue). */
export type ImageTarget = { kind: ResultKind; docId: string; sourcedDocKey: SourcedDocKey; detail: SearchResultRow };
export type ImageHandler = (target: ImageTarget) => void;

type Props = { kind: ResultKind; row: SearchResultRow | null; onOpenImage?: ImageHandler };

/**
 * The detail pane beside the results (001 §2.16–§2.21): the open row's detail, with the Map, Tax and Image
 * buttons; with no row open it invites a click.
 */
export function DetailPane({ kind, row, onOpenImage }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const showAlert = useAlert();
  const { pay } = useContext(SearchRunContext);
  const { data: settings } = useSearchSettings();
  const [links, setLinks] = useState<{ system: 'tax' | 'gis'; links: ParcelIdLinks } | null>(null);
  const [linksLoading, setLinksLoading] = useState(false);
  const key = row ? rowKey(kind, row) : null;
  const detail = useQuery({
    queryKey: ['searchDetail', kind, key],
    queryFn: ({ signal }) =>
      fetchDetail(kind, key!, (row as { sourcedDocKey?: SourcedDocKey }).sourcedDocKey, pay, signal),
    enabled: key !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const shown = key !== null && detail.data ? detail.data : null;
  // 001 §8: a detail that fails says why in an alert.
  const failure = detail.isError ? failureText(t, detail.error) : null;
  useEffect(() => {
    if (failure) void showAlert({ message: failure });
  }, [failure, showAlert]);
  const nothingSelected = kind === 'torrens' ? 'searchResults.selectCertificate' : 'searchResults.selectDocument';

  const openLinks = async (system: 'tax' | 'gis') => {
    if (!key) return void showAlert({ message: t('searchResults.selectDocument') });
    setLinksLoading(true);
    try {
      setLinks({ system, links: await parcelLinks(system, key) });
    } catch (error) {
      await showAlert({ message: failureText(t, error) });
    } finally {
      setLinksLoading(false);
    }
  };
  const openImage = () => {
    if (!shown || !key || !onOpenImage) return void showAlert({ message: t(nothingSelected) });
    onOpenImage({
      kind,
      docId: key,
      sourcedDocKey: (shown as { sourcedDocKey: SourcedDocKey }).sourcedDocKey,
      detail: shown,
    });
  };
  const imageAllowed = !shown || (shown as { imageAllowed?: boolean }).imageAllowed === true;
  // A row is open but its detail has not come (or failed): Image waits for it rather than say nothing is selected.
  const detailPending = key !== null && !shown;
  const general = kind === 'general';

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minHeight: 200 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('searchResults.detail.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        {onOpenImage && imageAllowed && (
          <Button variant="contained" size="small" onClick={openImage} disabled={detailPending}>
            {t('searchResults.detail.image')}
          </Button>
        )}
        {general && settings?.map && settings.gis && (
          <Button variant="outlined" size="small" onClick={() => void openLinks('gis')} disabled={linksLoading}>
            {t('searchResults.detail.map')}
          </Button>
        )}
        {general && settings?.tax && (
          <Button variant="outlined" size="small" onClick={() => void openLinks('tax')} disabled={linksLoading}>
            {t('searchResults.detail.tax')}
          </Button>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{detail.isFetching && <LinearProgress aria-label={t('searchResults.loading')} />}</Box>
      {key === null && <Typography color="text.secondary">{t('searchResults.detail.clickRecord')}</Typography>}
      {shown && <DetailBody kind={kind} detail={shown} settings={settings} openRowKey={key} />}
      {links && (
        <Suspense>
          <ParcelLinksDialog system={links.system} links={links.links} onClose={() => setLinks(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
