import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { SearchType } from '@landrecords/contracts/codes';
import { searchMessages } from '@landrecords/contracts/search/messages';
import { PageTitle } from '../../../components/PageTitle';
import { useAlert } from '../../../components/dialogs/alerts';
import { errorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { SearchRunProvider, useRunSearch } from '../run';

type DeepLink = { type: SearchType; criteria: (id: string) => Record<string, unknown>; name: string };

/** The deep links of 001 §2.1, by the path's second part; the parcel link searches from 01/01/1900. */
const deepLinks: Record<string, DeepLink> = {
  parcelid: {
    type: 'searchByParcelId',
    criteria: (id) => ({ parcelId: id, fromRecordedDate: '01/01/1900' }),
    name: 'parcelId',
  },
  documentnumber: {
    type: 'searchByDocumentNumber',
    criteria: (id) => ({ fromDocumentNumber: id }),
    name: 'documentNumber',
  },
};

// The wire's English words of 'No Records Found.' (a Message's text, or the text itself in older contracts).
const noRecords = searchMessages.noRecords as unknown as string | { text: string };
const noRecordsText = typeof noRecords === 'string' ? noRecords : noRecords.text;

/**
 * /externalsearch/parcelid/{id} and /externalsearch/documentnumber/{id} (001 §2.1): another system links here;
 * the search runs on load and its results screen opens. Nothing found: the alert 'Could not find requested ...'
 * and back to /search. Signed out, RequireLogin sends the visitor to /login, which comes back here.
 */
export default function DeepLinkPage() {
  const { kind = '', id = '' } = useParams();
  const link = deepLinks[kind.toLowerCase()];
  if (!link || !id.trim()) return <Navigate to="/search" replace />;
  return (
    <SearchRunProvider>
      <DeepLinkSearch key={`${kind}/${id}`} link={link} id={id.trim()} />
    </SearchRunProvider>
  );
}

function DeepLinkSearch({ link, id }: { link: DeepLink; id: string }) {
  const { t } = useTranslation();
  const run = useRunSearch();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const backToSearch = () => navigate('/search', { replace: true });
    run(link.type, link.criteria(id), { origin: null, selectRowKey: null })
      .then(async ({ totalRecordCount, message }) => {
        if (totalRecordCount > 0) return; // the runner opened the results screen
        if (message === noRecordsText) await showAlert({ message: t(`externalSearch.notFound.${link.name}`) });
        else if (message) await showAlert({ message: translateMessage(t, message) });
        await backToSearch();
      })
      .catch(async (error: unknown) => {
        // A 403 has already sent the visitor to /login; any other failure is said, then back to /search.
        if (isApiError(error) && error.loginRequired) return;
        await showAlert({ message: errorText(t, error, t('app.title')) });
        await backToSearch();
      });
  }, [link, id, run, navigate, showAlert, t]);

  return (
    <Box>
      <PageTitle>{t(`externalSearch.title.${link.name}`)}</PageTitle>
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t(`externalSearch.searching.${link.name}`, { id })}</Typography>
      </Stack>
    </Box>
  );
}
