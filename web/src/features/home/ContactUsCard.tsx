import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HomeContent } from '@landrecords/contracts/config/home';
import { HomeCard } from './HomeCard';

export function ContactUsCard({ common }: { common: HomeContent['common'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('home.contactUs')}>
      {common.contactName && <Typography>{common.contactName}</Typography>}
      {common.contactTitle && <Typography variant="body2">{common.contactTitle}</Typography>}
      {common.contactEmail && (
        <Typography sx={{ mt: 1 }}>
          {t('home.email')}: <Link href={`mailto:${common.contactEmail}`}>{common.contactEmail}</Link>
        </Typography>
      )}
      {common.contactPhone && (
        <Typography>
          {t('home.phone')}:{' '}
          <Link href={`tel:${common.contactPhone.replace(/[^\d+]/g, '')}`}>{common.contactPhone}</Link>
        </Typography>
      )}
    </HomeCard>
  );
}
