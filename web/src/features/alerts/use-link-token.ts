import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';

/** The token of an email's link: /alerts/confirm/<token>, or ?token=<token>. */
export function useLinkToken(): string {
  const { token } = useParams();
  const [search] = useSearchParams();
  return (token ?? search.get('token') ?? '').trim();
}

/**
 * The one call an email's link makes when its page opens (confirm, unsubscribe): made once, never again on
 * focus or by a retry, since it changes the subscription.
 */
export function useLinkCall<Answer>(name: string, token: string, call: (token: string) => Promise<Answer>) {
  return useQuery({
    queryKey: ['alerts', name, token],
    queryFn: () => call(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
