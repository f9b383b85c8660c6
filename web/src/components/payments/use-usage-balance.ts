import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UsageBalance } from '@landrecords/contracts/auth/current-user';
import { loginStatusQuery } from '../../lib/session';
import { loadUsageBalance } from './api';

/** Puts a balance a payment answered into the signed-in user, so the header shows it at once. */
export function useSetUsageBalance(): (usageBalance: UsageBalance | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (usageBalance) =>
      queryClient.setQueryData(loginStatusQuery.queryKey, (old) => (old ? { ...old, usageBalance } : old)),
    [queryClient],
  );
}

/**
 * Reads the usage balance again (currentUser/usageBalance) and shows it in the header at once. Rejects when the
 * call fails (the header's refresh button says 'Cannot refresh usage balance', 000 §8).
 */
export function useRefreshUsageBalance(): () => Promise<void> {
  const queryClient = useQueryClient();
  const setUsageBalance = useSetUsageBalance();
  return useCallback(async () => {
    const user = queryClient.getQueryData(loginStatusQuery.queryKey);
    if (!user) return;
    const { usageBalance } = await loadUsageBalance(user.userId);
    setUsageBalance(usageBalance);
  }, [queryClient, setUsageBalance]);
}
