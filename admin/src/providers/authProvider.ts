import type { AuthProvider } from 'react-admin';
import { countyStaffRoles, managerRoles, type Role } from '@landrecords/contracts/codes';
import { call, CallError } from '../lib/api';
import { portalUrl } from '../lib/product';
import { currentUser, forgetLoginStatus } from '../lib/session';

/**
 * Who may open each resource (000 §6, 002 §6): the user manager for TRIMIN, COUNTY and ACCOUNT, the control panel
 * (accounts now, the county's sections next) for TRIMIN and COUNTY. The server enforces the same on every call.
 */
export const resourceRoles: Record<string, readonly Role[]> = {
  users: managerRoles,
  accounts: countyStaffRoles,
};

/** May this role use the administration app at all (the user manager is the least any manager has)? */
export const usesAdministration = (role: Role | undefined) => role !== undefined && managerRoles.includes(role);

/**
 * The portal's login, which brings the user back here (LoginPage reads `next`): the screen asked for, as its hash
 * route, so a deep link or a reload survives a sign-in.
 */
export const loginUrl = () => portalUrl(`login?next=${encodeURIComponent(`/admin/${window.location.hash}`)}`);

/** Signed out, or the session gone: to the portal's login, without react-admin's own notice. */
const toLogin = () => ({ redirectTo: loginUrl(), message: false });

/**
 * The administration app on the portal's session (DESIGN §8): the same cookie and CSRF header, the same
 * loginStatus call. There is no login form here: signing in is the portal's.
 */
export const authProvider: AuthProvider = {
  async login() {
    throw new Error('The portal signs users in.');
  },

  async checkAuth() {
    if (!(await currentUser())) throw toLogin();
  },

  /** Only an answer that says the session is gone signs the user out; a refusal (403 no access) is shown. */
  async checkError(error: unknown) {
    const status = (error as { status?: number }).status;
    const body = (error as { body?: { status?: string } }).body;
    if (status === 401 || (status === 403 && body?.status === 'LOGIN')) {
      forgetLoginStatus();
      throw toLogin();
    }
  },

  /**
   * The header's Logout ({ signOut: true }) ends the session on the server and opens the portal's login afresh
   * (000 §4: every store cleared); a failed check only goes to the login, which brings the user back.
   */
  async logout(params?: { signOut?: boolean }) {
    if (!params?.signOut) return loginUrl();
    try {
      await call<null>('GET', 'auth/logout');
    } catch (error) {
      if (!(error instanceof CallError && error.loginRequired)) throw error;
    }
    forgetLoginStatus();
    sessionStorage.clear();
    return portalUrl('login');
  },

  async getIdentity() {
    const user = await currentUser();
    if (!user) throw toLogin();
    return { id: user.userId, fullName: `${user.firstName} ${user.lastName}`.trim(), user };
  },

  async getPermissions() {
    return (await currentUser())?.role;
  },

  async canAccess({ resource }: { resource?: string; action?: string }) {
    const role = (await currentUser())?.role;
    if (!usesAdministration(role)) return false;
    const roles = resource ? resourceRoles[resource] : undefined;
    return roles ? roles.includes(role!) : true;
  },
};
