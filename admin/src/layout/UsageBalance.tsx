import Refresh from '@mui/icons-material/Refresh';
import { IconButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, UsageBalance as Balance } from '@landrecords/contracts/auth/current-user';
import { formatDollars } from '@landrecords/contracts/money-format';
import { call } from '../lib/api';

/** Escrow and flat-fee balances can be refreshed; invoice and card totals are shown only (000 §2). */
const refreshable = new Set<Balance['kind']>(['ESCROW', 'FLAT_FEE']);

/**
 * The header's usage balance (000 §2) as the portal shows it to an account administrator: the balance and its
 * refresh. Adding to it (the escrow deposit, the flat-fee add-on) is done in the portal, whose dialogs take payment.
 */
export function UsageBalance({ user, balance }: { user: CurrentUser; balance: Balance }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const shown =
    balance.images !== null ? t('header.images', { count: balance.images }) : formatDollars(balance.cents ?? 0);

  const refresh = async () => {
    setBusy(true);
    try {
      const { usageBalance } = await call<{ usageBalance: Balance | null }>('POST', 'currentUser/usageBalance', {
        userId: user.userId,
      });
      queryClient.setQueryData<CurrentUser | null>(['shell', 'currentUser'], (old) =>
        old ? { ...old, usageBalance } : old,
      );
    } catch {
      notify(t('header.refreshFailed'), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <Typography component="p" aria-live="polite">
        {t(`header.balance.${balance.kind}`)}: <strong>{shown}</strong>
      </Typography>
      {refreshable.has(balance.kind) && (
        <IconButton size="small" onClick={refresh} disabled={busy} aria-label={t('header.refreshBalance')}>
          <Refresh fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
