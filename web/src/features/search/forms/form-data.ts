import { useQuery } from '@tanstack/react-query';
import type { LandLinkLists } from '@landrecords/contracts/portal/helperdata';
import { formatDate, todayIn } from '@landrecords/contracts/validation/dates';
import { get } from '../../../lib/api/client';
import { usePortalSettings } from '../../../lib/session';

export { useNotableDates, useSearchSettings } from '../results/settings';

/** helperdata/landlink: the code lists and plats the selects and the plat entry offer (001 §3.7). */
export const useCodeLists = () =>
  useQuery({
    queryKey: ['landlinkLists'],
    queryFn: ({ signal }) => get<LandLinkLists>('helperdata/landlink', { signal }),
    staleTime: 10 * 60_000,
  });

/** Today in the county's time zone, MM/DD/YYYY: the to-date's default and the dates' upper bound. */
export function useCountyToday(): string {
  const { data } = usePortalSettings();
  return formatDate(todayIn(data?.timeZone ?? 'UTC'));
}
