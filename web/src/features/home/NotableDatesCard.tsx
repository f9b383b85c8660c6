import { useTranslation } from 'react-i18next';
import type { Table } from '@landrecords/contracts/config/home';
import { NotableDates } from '../../components/NotableDates';
import { HomeCard } from './HomeCard';

export function NotableDatesCard({ table }: { table: Table }) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('home.notableDates')}>
      <NotableDates table={table} variant="card" label={t('home.notableDates')} />
    </HomeCard>
  );
}
