import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CallError } from '../lib/api';
import { forgetLoginStatus } from '../lib/session';
import { loginUrl } from './authProvider';

/**
 * A call of the app's own screens (the control panel's sections, the account screens, monitoring) that the server
 * answers with 403 LOGIN, as its session has ended, goes to the portal's login and back, as react-admin's
 * dataProvider calls do through the auth provider's checkError.
 */
function toLoginWhenSignedOut(error: unknown) {
  if (!(error instanceof CallError && error.loginRequired)) return;
  forgetLoginStatus();
  window.location.assign(loginUrl());
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: toLoginWhenSignedOut }),
  mutationCache: new MutationCache({ onError: toLoginWhenSignedOut }),
});
