import { Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { countyDirectory } from '../../lib/product';
import { HomeCard } from './HomeCard';

/** By using the site every visitor agrees to the county's Disclaimer, which the card links (000 §2). */
export function DisclaimerCard({ note }: { note: string }) {
  const { t } = useTranslation();
  const href = `counties/${countyDirectory()}/Disclaimer.pdf`;
  return (
    <HomeCard title={t('home.disclaimer')}>
      <Typography variant="body2">
        <Trans
          i18nKey="home.disclaimerText"
          components={{ disclaimer: <Link href={href} target="_blank" rel="noopener" /> }}
        />
      </Typography>
      {note && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {note}
        </Typography>
      )}
    </HomeCard>
  );
}
