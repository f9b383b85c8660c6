import { useQuery } from '@tanstack/react-query';
import type { SearchSettings } from '@landrecords/contracts/search/form-settings';
import type { NotableDatesList } from '@landrecords/contracts/portal/helperdata';
import { get } from '../../../lib/api/client';

/** helperdata/searchSettings (001 §3.8): labels and switches of the result screens and detail panes. */
export const useSearchSettings = () =>
  useQuery({
    queryKey: ['searchSettings'],
    queryFn: ({ signal }) => get<SearchSettings>('helperdata/searchSettings', { signal }),
    staleTime: 5 * 60_000,
  });

/** helperdata/notableDates: the county's notable dates table (the Notable Dates modal and the forms' panel). */
export const useNotableDates = (enabled: boolean) =>
  useQuery({
    queryKey: ['notableDatesList'],
    queryFn: ({ signal }) => get<NotableDatesList>('helperdata/notableDates', { signal }),
    staleTime: 10 * 60_000,
    enabled,
    select: (list) => list.table,
  });
