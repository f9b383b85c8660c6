import { Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Table } from '@landrecords/contracts/config/home';
import { formatDollars } from '@landrecords/contracts/money-format';
import type { TransactionTotals } from '@landrecords/contracts/portal/transaction-totals';
import { HomeCard } from './HomeCard';
import { TableView } from '../../components/TableView';
import { LoadingDialog } from '../../components/dialogs/LoadingDialog';
import { transactionTotalsQuery } from './api';

// Its form and schemas load when it is opened, not with the home page.
const TransactionReportDialog = lazy(() => import('./TransactionReportDialog'));

type Props = {
  isAccountAdministrator: boolean;
  timeZone: string;
  provider: string;
};

const columns = { TODAY: 'today', MONTH: 'thisMonth', YTD: 'ytd' } as const;

/**
 * The figures as a statement sums them: how many, the charges (debits, negative), and for an account that
 * deposited this year the deposits (credits) and the net of the two.
 */
function totalsTable({ totals }: TransactionTotals, t: (key: string) => string): Table {
  const year = totals.find((total) => total.range === 'YTD');
  const rows = [
    [t('home.totals.count'), ...totals.map((total) => String(total.count))],
    [t('home.totals.charges'), ...totals.map((total) => formatDollars(0 - total.debitsCents))],
  ];
  if (year && year.creditsCents > 0) {
    rows.push([t('home.totals.deposits'), ...totals.map((total) => formatDollars(total.creditsCents))]);
    rows.push([t('home.totals.net'), ...totals.map((total) => formatDollars(total.netCents))]);
  }
  return {
    headings: [t('home.totals.transactions'), ...totals.map((total) => t(`home.totals.${columns[total.range]}`))],
    rows,
  };
}

/** The caller's transaction totals, today, this month and the year so far on the county's calendar, and the report dialog (000 §2); not for GUEST. */
export function TransactionsCard(dialog: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const totals = useQuery(transactionTotalsQuery);
  const year = totals.data?.totals.find((total) => total.range === 'YTD');
  return (
    <HomeCard
      title={t('home.transactions')}
      actions={<Button onClick={() => setOpen(true)}>{t('home.details')}</Button>}
    >
      {totals.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {totals.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(totals.data.reportType === 'ACCOUNT' ? 'home.totals.wholeAccount' : 'home.totals.mine')}
        </Typography>
      )}
      {totals.data && year?.count === 0 && <Typography variant="body2">{t('home.totals.none')}</Typography>}
      {totals.data && year && year.count > 0 && (
        <TableView table={totalsTable(totals.data, t)} translate={(text) => text} label={t('home.transactions')} />
      )}
      {open && (
        <Suspense fallback={<LoadingDialog open />}>
          <TransactionReportDialog {...dialog} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </HomeCard>
  );
}
