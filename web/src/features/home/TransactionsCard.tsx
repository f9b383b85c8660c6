import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Table } from '@landrecords/contracts/config/home';
import { HomeCard } from './HomeCard';
import { TableView } from '../../components/TableView';
import { TransactionReportDialog } from './TransactionReportDialog';

const keys: Record<string, string> = {
  Transactions: 'transactions',
  Today: 'today',
  'This Month': 'thisMonth',
  YTD: 'ytd',
};

type Props = { totals: Table; isAccountAdministrator: boolean; timeZone: string; provider: string };

/** The caller's transaction totals and the report dialog (000 §2); not for GUEST. */
export function TransactionsCard({ totals, ...dialog }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const translate = (text: string) => (keys[text] ? t(`home.totals.${keys[text]}`) : text);
  return (
    <HomeCard
      title={t('home.transactions')}
      actions={<Button onClick={() => setOpen(true)}>{t('home.details')}</Button>}
    >
      {totals.rows.length === 0 ? (
        <Typography variant="body2">{t('home.noTransactions')}</Typography>
      ) : (
        <TableView table={totals} translate={translate} label={t('home.transactions')} />
      )}
      {open && <TransactionReportDialog {...dialog} onClose={() => setOpen(false)} />}
    </HomeCard>
  );
}
