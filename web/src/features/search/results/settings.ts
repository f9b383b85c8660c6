import { useQuery } from '@tanstack/react-query';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';
import type { HomeContent } from '@landrecords/contracts/config/home';
import { get } from '../../../lib/api/client';

/** helperdata/searchSettings (001 §3.8): labels and switches of the result screens and detail panes. */
export const useSearchSettings = () =>
  useQuery({
    queryKey: ['searchSettings'],
    queryFn: ({ signal }) => get<SearchSettings>('helperdata/searchSettings', { signal }),
    staleTime: 5 * 60_000,
  });

/** The county's notable dates table, as the home page shows it (the Notable Dates modal). */
export const useNotableDates = (enabled: boolean) =>
  useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => get<HomeContent>('home/all', { signal }),
    enabled,
    select: (home) => home.notableDates,
  });
