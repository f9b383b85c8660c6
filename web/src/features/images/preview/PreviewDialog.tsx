import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailsPerView, type ThumbnailSet } from '@landrecords/contracts/images/preview';
import { useAlert } from '../../../components/dialogs/alerts';
import type { PurchaseRequest } from '../purchase';
import { clampStart, viewPages } from './navigation';
import { PageSelectionFooter } from './PageSelectionFooter';
import { PageViewDialog } from './PageViewDialog';
import { PreviewNavigation } from './PreviewNavigation';
import { thumbnailsQuery } from './preview-api';
import { ThumbnailStrip } from './ThumbnailStrip';
import { usePageSelection } from './use-page-selection';
import { paymentMessages } from '@landrecords/contracts/payments/messages';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

type Props = {
  /** The first view's answer: the document's header, its selection and pages 1–5. */
  first: ThumbnailSet;
  /** Hidden (not closed) while the purchase dialogs are up: Back shows the same view and selection again. */
  hidden: boolean;
  onClose: () => void;
  onContinue: (request: PurchaseRequest) => void;
};

/** Extra large above three pages, large for three (000 §2), medium for one or two. */
const widthFor = (pageCount: number) => (pageCount > 3 ? 'xl' : pageCount === 3 ? 'lg' : 'md');

/**
 * The document preview dialog (000 §2 "Image flow dialogs"): the title '{title} has N page(s).', five
 * thumbnails a view, the navigation above five pages, and the footer's page choice with Continue and Cancel.
 */
export function PreviewDialog({ first, hidden, onClose, onContinue }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const showAlert = useAlert();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { sourcedDocKey, pageCount, uiTitle, uiTitleBeginningOfSentence } = first.header;
  const [start, setStart] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const [continuing, setContinuing] = useState(false);
  const selection = usePageSelection(sourcedDocKey, pageCount, first.pagesSelected);
  const pagesField = useRef<HTMLInputElement>(null);
  const thumbnailButtons = useRef(new Map<number, HTMLButtonElement>());

  const view = useQuery({ ...thumbnailsQuery(sourcedDocKey, start), placeholderData: keepPreviousData });
  const pages = viewPages(start, pageCount);
  // The previous view's thumbnails stay out of the new view's places: those places wait, visibly.
  const arrived = view.data?.thumbnails.filter((thumbnail) => pages.includes(thumbnail.page));
  const loading = view.isFetching;

  // The view after this one is asked for while this one is looked at.
  useEffect(() => {
    const next = clampStart(start + thumbnailsPerView, pageCount);
    if (next !== start && !loading) void queryClient.prefetchQuery(thumbnailsQuery(sourcedDocKey, next));
  }, [loading, pageCount, queryClient, sourcedDocKey, start]);

  const closeBigView = () => {
    const page = opened;
    setOpened(null);
    if (page !== null) setTimeout(() => thumbnailButtons.current.get(page)?.focus());
  };

  const proceed = async () => {
    setContinuing(true);
    const settled = await selection.settled();
    setContinuing(false);
    if ('none' in settled) {
      await showAlert({ message: translateMessage(t, paymentMessages.noPages) });
      pagesField.current?.focus();
      return;
    }
    if ('refused' in settled) {
      pagesField.current?.focus();
      return;
    }
    const { pageSelectionMethod, selectedAsCsv } = settled.selection;
    onContinue({
      sourcedDocKey,
      settings: { sourcedDocKey, pageCount, pageSelectionMethod, selectedAsCsv },
      title: uiTitle,
      pageCount,
    });
  };

  return (
    <>
      <Dialog
        open={!hidden}
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth={widthFor(pageCount)}
        fullWidth
        fullScreen={phone}
        // It takes the loading dialog's place (or the purchase's, on Back) without fading in again.
        transitionDuration={{ enter: 0, exit: theme.transitions.duration.leavingScreen }}
      >
        <DialogTitle id={titleId}>
          {t('imagePreview.title', { title: uiTitleBeginningOfSentence, pages: pageCount })}
        </DialogTitle>
        <DialogContent dividers>
          {pageCount > thumbnailsPerView && (
            <PreviewNavigation start={start} pageCount={pageCount} onStart={setStart} />
          )}
          <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('imagePreview.loadingPages')} />}</Box>
          <Box
            role="group"
            aria-label={t('imagePreview.viewPages', { from: pages[0], to: pages[pages.length - 1], pages: pageCount })}
            aria-busy={loading}
          >
            <ThumbnailStrip
              pages={pages}
              thumbnails={arrived}
              isSelected={selection.isSelected}
              onToggle={(page) => selection.changePage('PAGE_TOGGLED', page)}
              onOpen={setOpened}
              buttonRef={(page, element) => {
                if (element) thumbnailButtons.current.set(page, element);
                else thumbnailButtons.current.delete(page);
              }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2, alignItems: 'flex-start' }}>
          <PageSelectionFooter selection={selection} fieldRef={pagesField} />
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto', mt: 0.5 }}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button onClick={() => void proceed()} variant="contained" disabled={continuing}>
              {t('common.continue')}
            </Button>
          </Box>
        </DialogActions>
      </Dialog>
      {opened !== null && !hidden && (
        <PageViewDialog
          sourcedDocKey={sourcedDocKey}
          page={opened}
          pageCount={pageCount}
          selected={selection.isSelected(opened)}
          onKeep={() => {
            selection.changePage('KEEP_PAGE', opened);
            closeBigView();
          }}
          onIgnore={() => {
            selection.changePage('IGNORE_PAGE', opened);
            closeBigView();
          }}
          onClose={closeBigView}
        />
      )}
    </>
  );
}
