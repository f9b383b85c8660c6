import { useQuery } from '@tanstack/react-query';
import { currentUser, readPortalSettings } from '../lib/session';

/** The signed-in user (loginStatus, as the auth provider read it) and the county's header settings. */
export function useShellData() {
  const user = useQuery({ queryKey: ['shell', 'currentUser'], queryFn: currentUser, staleTime: Infinity });
  const settings = useQuery({
    queryKey: ['shell', 'portalSettings'],
    queryFn: readPortalSettings,
    staleTime: Infinity,
  });
  return { user: user.data ?? null, userPending: user.isPending, settings: settings.data };
}
