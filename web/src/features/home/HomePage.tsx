import { Alert, Grid, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { Slides } from '../../components/Slides';
import { useCurrentUser, usePortalSettings } from '../../lib/session';
import { homeAll } from './api';
import { ContactUsCard } from './ContactUsCard';
import { DisclaimerCard } from './DisclaimerCard';
import { HomeCard } from './HomeCard';
import { LatestNewsCard } from './LatestNewsCard';
import { LinksCard } from './LinksCard';
import { NotableDatesCard } from './NotableDatesCard';
import { PropertyAlertsCard } from './PropertyAlertsCard';
import { TransactionsCard } from './TransactionsCard';

const Cell = ({ children, wide = false }: { children: ReactNode; wide?: boolean }) => (
  <Grid size={{ xs: 12, md: wide ? 12 : 6, xl: wide ? 12 : 4 }}>{children}</Grid>
);

/** The home page (000 §2): the cards the county selected. A failed load only hides the loading bar (000 §4). */
export default function HomePage() {
  const { t } = useTranslation();
  const home = useQuery({ queryKey: ['home'], queryFn: homeAll });
  const { data: user } = useCurrentUser();
  const { data: settings } = usePortalSettings();
  const content = home.data;
  const selections = content?.selections;
  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      {home.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {content?.lockout.lockoutInPlace && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {content.lockout.messageLogin}
        </Alert>
      )}
      {content && selections && (
        <Grid container spacing={2}>
          {selections.loginSlides && content.numberOfSlides.numberOfSlides > 0 && (
            <Cell wide>
              <HomeCard title={t('home.slides')}>
                <Slides count={content.numberOfSlides.numberOfSlides} />
              </HomeCard>
            </Cell>
          )}
          {selections.notableDates && (
            <Cell>
              <NotableDatesCard table={content.notableDates} />
            </Cell>
          )}
          {selections.transactions && user && user.role !== 'GUEST' && (
            <Cell>
              <TransactionsCard
                isAccountAdministrator={user.role === 'ACCOUNT'}
                timeZone={settings?.timeZone ?? 'UTC'}
                provider={content.common.countyName}
              />
            </Cell>
          )}
          {selections.latestNews && (
            <Cell>
              <LatestNewsCard paragraphs={content.latestNews.paragraphs} more={selections.latestNewsMore} />
            </Cell>
          )}
          {selections.links && (
            <Cell>
              <LinksCard links={content.links.paragraphs} />
            </Cell>
          )}
          {selections.propertyAlerts && settings?.propertyAlerts && (
            <Cell>
              <PropertyAlertsCard signedIn={Boolean(user && user.role !== 'GUEST')} />
            </Cell>
          )}
          {selections.contactUs && (
            <Cell>
              <ContactUsCard common={content.common} />
            </Cell>
          )}
          {selections.disclaimer && (
            <Cell>
              <DisclaimerCard note={selections.disclaimerNote} />
            </Cell>
          )}
        </Grid>
      )}
    </>
  );
}
