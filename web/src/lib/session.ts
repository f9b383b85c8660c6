import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { PortalSettings } from '@landrecords/contracts/config/portal-settings';
import { csrfToken, get } from './api/client';
import { isApiError } from './api/errors';

/** currentUser/loginStatus (000 §2): the signed-in user, or null when the server says nobody is. */
export const loginStatusQuery = queryOptions({
  queryKey: ['loginStatus'],
  queryFn: async ({ signal }) => {
    // A session always comes with its readable CSRF cookie: without one nobody is signed in, and no call is needed.
    if (!csrfToken()) return null;
    try {
      return await get<CurrentUser>('currentUser/loginStatus', { quietLogin: true, signal });
    } catch (error) {
      if (isApiError(error) && error.loginRequired) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export const useCurrentUser = () => useQuery(loginStatusQuery);

/** The county's settings the portal reads before anyone signs in. */
export const portalSettingsQuery = queryOptions({
  queryKey: ['portalSettings'],
  queryFn: ({ signal }) => get<PortalSettings>('auth/portalSettings', { signal }),
  staleTime: 5 * 60_000,
});

export const usePortalSettings = () => useQuery(portalSettingsQuery);

/** What login stores for the search screens (000 §2): the history, the user and the search type to open. */
export function rememberSignIn(user: CurrentUser): void {
  sessionStorage.setItem('lr.searchHistory', JSON.stringify(user.searchHistoryList));
  sessionStorage.setItem('lr.user', JSON.stringify({ userId: user.userId, username: user.username }));
  if (user.search) sessionStorage.setItem('lr.searchType', user.search);
}

/** Logout clears the user and every store (000 §4). */
export function forgetSignIn(): void {
  sessionStorage.clear();
}
