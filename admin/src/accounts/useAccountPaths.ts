import { useCallback } from 'react';
import { useBasename, useCreatePath } from 'react-admin';

/** The account screens of 002 §2.4, at their spec addresses: `/controlPanel/<kind>/{id}/{name}` (see routes.tsx). */
export type AccountScreenKind =
  'accountPageAccess' | 'accountReload' | 'accountDocTypes' | 'accountTasks' | 'accountHistory';

export function useAccountPaths() {
  const basename = useBasename();
  const createPath = useCreatePath();
  const screen = useCallback(
    (kind: AccountScreenKind, account: { id: number; name: string }) =>
      `${basename}/controlPanel/${kind}/${account.id}/${encodeURIComponent(account.name)}`,
    [basename],
  );
  const list = useCallback(() => createPath({ resource: 'accounts', type: 'list' }), [createPath]);
  /** The user list filtered to the account (the More menu's Users(count)). */
  const users = useCallback(
    (accountId: number) =>
      `${createPath({ resource: 'users', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ accountId }))}`,
    [createPath],
  );
  return { screen, list, users };
}
