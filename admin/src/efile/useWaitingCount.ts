import { useQuery } from '@tanstack/react-query';
import { listSubmissions, reviewKeys } from './api';
import { isReviewer } from './roles';

/** How many submissions wait for review (the menu's count), for county staff; null while unknown or not theirs. */
export function useWaitingCount(role: string | undefined | null): number | null {
  const waiting = useQuery({
    queryKey: reviewKeys.waiting,
    queryFn: async () => (await listSubmissions('NEW', 1, 1)).newCount,
    enabled: isReviewer(role),
    staleTime: 30_000,
    refetchInterval: 120_000,
    retry: false,
  });
  return isReviewer(role) ? (waiting.data ?? null) : null;
}
