import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { PortalSettings } from '@landrecords/contracts/config/portal-settings';
import { call, CallError, csrfToken } from './api';

let loginStatus: Promise<CurrentUser | null> | null = null;

/**
 * currentUser/loginStatus (000 §2), the portal's own check: the signed-in user, or null when nobody is. Asked once
 * and kept; forgetLoginStatus makes the next check ask again (a call said the session is gone).
 */
export function currentUser(): Promise<CurrentUser | null> {
  loginStatus ??= (async () => {
    // A session always comes with its readable CSRF cookie: without one nobody is signed in.
    if (!csrfToken()) return null;
    try {
      return await call<CurrentUser>('GET', 'currentUser/loginStatus');
    } catch (error) {
      if (error instanceof CallError && (error.loginRequired || error.status === 403)) return null;
      loginStatus = null;
      throw error;
    }
  })();
  return loginStatus;
}

export function forgetLoginStatus(): void {
  loginStatus = null;
}

let portalSettings: Promise<PortalSettings> | null = null;

/** The county's settings the header shows (its name and application title), read once. */
export function readPortalSettings(): Promise<PortalSettings> {
  portalSettings ??= call<PortalSettings>('GET', 'auth/portalSettings').catch((error: unknown) => {
    portalSettings = null;
    throw error;
  });
  return portalSettings;
}
