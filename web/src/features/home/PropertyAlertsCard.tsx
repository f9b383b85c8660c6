import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HomeCard } from './HomeCard';

/** Property alerts (issue 29), when the county shows the card: what they are, the sign-up and one's own. */
export function PropertyAlertsCard({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      title={t('propertyAlerts.home.title')}
      actions={
        <>
          <Button component={RouterLink} to="/alerts" variant="contained">
            {t('propertyAlerts.home.signUp')}
          </Button>
          {signedIn && (
            <Button component={RouterLink} to="/alerts/mine">
              {t('propertyAlerts.home.manage')}
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2">{t('propertyAlerts.home.text')}</Typography>
    </HomeCard>
  );
}
