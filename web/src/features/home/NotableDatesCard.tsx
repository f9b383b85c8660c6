import { useTranslation } from 'react-i18next';
import type { Table } from '@landrecords/contracts/config/home';
import { HomeCard } from './HomeCard';
import { TableView } from './TableView';

/** The server's English headings and index names; the county's own labels (its Torrens label) pass as they are. */
const keys: Record<string, string> = {
  'Verified Through': 'verifiedThrough',
  'Posted Through': 'postedThrough',
  'Index Begins': 'indexBegins',
  'Images Begin': 'imagesBegin',
  'Images Through': 'imagesThrough',
  Abstract: 'abstract',
  Records: 'records',
  Lien: 'lien',
};

export function NotableDatesCard({ table }: { table: Table }) {
  const { t } = useTranslation();
  const translate = (text: string) => (keys[text] ? t(`home.notable.${keys[text]}`) : text);
  return (
    <HomeCard title={t('home.notableDates')}>
      <TableView table={table} translate={translate} label={t('home.notableDates')} />
    </HomeCard>
  );
}
