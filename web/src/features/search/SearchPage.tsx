import { Box, Grid, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { searchTypes, type SearchType } from '@landrecords/contracts/codes';
import { useCurrentUser } from '../../lib/session';
import { preloadSearchForm, searchForms } from './forms';
import { useSearchSettings } from './forms/form-data';
import { RecentSearches } from './RecentSearches';
import { SearchNav, SearchTypeSelect } from './SearchNav';
import { lazyResultScreen, SearchRunProvider } from './run';
import type { ImageHandler } from './details/DetailPane';

const SearchHistoryRoute = lazy(() => import('./SearchHistoryRoute'));
// Their own chunk, loaded while the first search runs, and shown in the frame its answer arrives (run/).
const GeneralResults = lazyResultScreen('GeneralResultsScreen');
const TorrensResults = lazyResultScreen('TorrensResultsScreen');
const GrantorGranteeBookResults = lazyResultScreen('GrantorGranteeBookResultsScreen');
const TractBookResults = lazyResultScreen('TractBookResultsScreen');
const TaxLienResults = lazyResultScreen('TaxLienResultsScreen');

const isSearchType = (value: string | undefined): value is SearchType =>
  (searchTypes as readonly string[]).includes(value ?? '');

/** /search/{type} and /search/{type}/{n}: the form, filled from the n-th recent search when n is given. */
function FormRoute({ searchList }: { searchList: readonly string[] }) {
  const { type, historyNumber } = useParams();
  if (!isSearchType(type) || !searchList.includes(type)) return <Navigate to="/search" replace />;
  const Form = searchForms[type];
  const number = historyNumber && /^[1-5]$/.test(historyNumber) ? Number(historyNumber) : undefined;
  return <Form key={`${type}/${number ?? ''}`} historyNumber={number} />;
}

/**
 * The search area (001 §2.1): the searches this user may run and the recent ones beside the chosen form (on a
 * phone, a select above it and the recent ones below), the county's default search when none is chosen, the
 * history reload route and the five result screens, whose Image button opens what `onOpenImage` opens.
 */
export default function SearchPage({ onOpenImage }: { onOpenImage?: ImageHandler }) {
  const { data: user } = useCurrentUser();
  const { data: settings } = useSearchSettings();
  const rest = useParams()['*'] ?? '';
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const segment = rest.split('/')[0];
  const current = isSearchType(segment) ? segment : undefined;
  if (current && user?.searchList.includes(current)) preloadSearchForm(current);
  if (!user || !settings) return null;
  const onForm = current !== undefined || segment === 'searchHistory' || segment === '';
  const labels = {
    bookLabel: settings.bookLabel,
    torrensLabel: settings.torrensLabel,
    indexBegin: settings.showNotableDates ? settings.abstractIndexBeginDate : undefined,
  };
  const fallback = user.search && user.searchList.includes(user.search) ? user.search : user.searchList[0];
  // On a phone the recent searches come below the form: they appear with it, not before it to be pushed down.
  const routes = (below?: ReactNode) => (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={fallback ? <Navigate to={`/search/${fallback}`} replace /> : null} />
        <Route path="searchHistory/:type/:historyNumber" element={<SearchHistoryRoute />} />
        <Route path="SearchResults" element={<GeneralResults onOpenImage={onOpenImage} />} />
        <Route path="TorrensSearchResults" element={<TorrensResults onOpenImage={onOpenImage} />} />
        <Route
          path="GrantorGranteeBookSearchResults"
          element={<GrantorGranteeBookResults onOpenImage={onOpenImage} />}
        />
        <Route path="TractBookSearchResults" element={<TractBookResults onOpenImage={onOpenImage} />} />
        <Route path="TaxLienSearchResults" element={<TaxLienResults onOpenImage={onOpenImage} />} />
        <Route path=":type" element={<FormRoute searchList={user.searchList} />} />
        <Route path=":type/:historyNumber" element={<FormRoute searchList={user.searchList} />} />
        <Route path="*" element={<Navigate to="/search" replace />} />
      </Routes>
      {below}
    </Suspense>
  );
  return (
    <SearchRunProvider>
      {!onForm ? (
        routes()
      ) : wide ? (
        <Grid container spacing={3}>
          <Grid size={{ md: 3 }}>
            <SearchNav searchList={user.searchList} labels={labels} current={current} />
            <RecentSearches user={user} labels={labels} />
          </Grid>
          <Grid size={{ md: 9 }}>{routes()}</Grid>
        </Grid>
      ) : (
        <>
          <SearchTypeSelect searchList={user.searchList} labels={labels} current={current} />
          {routes(
            <Box sx={{ mt: 3 }}>
              <RecentSearches user={user} labels={labels} />
            </Box>,
          )}
        </>
      )}
    </SearchRunProvider>
  );
}
