import Refresh from '@mui/icons-material/Refresh';
import { IconButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, UsageBalance } from '@landrecords/contracts/auth/current-user';
import { formatDollars } from '@landrecords/contracts/money-format';
import { useAlert } from '../../components/dialogs/alerts';
import { loginStatusQuery } from '../../lib/session';
import { refreshUsageBalance } from './api';
import { TopUpButton } from './TopUpButton';

/** Escrow and flat-fee balances can be refreshed; invoice and card totals are shown only (000 §2). */
const refreshable = new Set<UsageBalance['kind']>(['ESCROW', 'FLAT_FEE']);

/** The header's usage balance (000 §2): the balance, its refresh, and the account administrator's Add button. */
export function UsageBalanceView({ user, balance }: { user: CurrentUser; balance: UsageBalance }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const shown = (balance: UsageBalance) =>
    balance.images !== null ? t('header.images', { count: balance.images }) : formatDollars(balance.cents ?? 0);

  const refresh = async () => {
    setBusy(true);
    try {
      const { usageBalance } = await refreshUsageBalance(user.userId);
      queryClient.setQueryData(loginStatusQuery.queryKey, (old) => (old ? { ...old, usageBalance } : old));
    } catch {
      await showAlert({ message: t('header.refreshFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <Typography component="p" aria-live="polite">
        {t(`header.balance.${balance.kind}`)}: <strong>{shown(balance)}</strong>
      </Typography>
      {refreshable.has(balance.kind) && (
        <IconButton size="small" onClick={refresh} disabled={busy} aria-label={t('header.refreshBalance')}>
          <Refresh fontSize="small" />
        </IconButton>
      )}
      <TopUpButton user={user} balance={balance} />
    </Stack>
  );
}
