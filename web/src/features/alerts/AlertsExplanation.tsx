import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const Section = ({ title, items }: { title: string; items: string[] }) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography component="h2" variant="h6" gutterBottom>
      {title}
    </Typography>
    <Box component="ul" sx={{ pl: 3, my: 0 }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  </Box>
);

/** Who to call when a document looks wrong: the county's contact of its home page. */
export type RecorderContact = { name: string; phone: string };

/**
 * The first words of the page: what the service is, and what to do at once when a document looks wrong, with the
 * recorder's office's phone when the county gives one.
 */
export function AlertsIntroduction({ contact }: { contact: RecorderContact | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography sx={{ fontSize: '1.1rem', mb: 2 }}>{t('propertyAlerts.explain.intro')}</Typography>
      <Alert severity="warning" component="section" aria-labelledby="alerts-wrong-title" sx={{ mb: 3 }}>
        <AlertTitle id="alerts-wrong-title" component="h2">
          {t('propertyAlerts.explain.wrongTitle')}
        </AlertTitle>
        <Typography sx={{ mb: 1 }}>{t('propertyAlerts.explain.wrong1')}</Typography>
        {contact?.phone && (
          <Typography sx={{ mb: 1, fontWeight: 500 }}>
            {t('propertyAlerts.explain.office', { name: contact.name })}{' '}
            <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="inherit">
              {contact.phone}
            </Link>
          </Typography>
        )}
        <Typography>{t('propertyAlerts.explain.wrong2')}</Typography>
      </Alert>
    </>
  );
}

/** What the service does and does not do, in plain words: it tells of new recordings; it does not stop one. */
export function AlertsExplanation() {
  const { t } = useTranslation();
  return (
    <>
      <Section
        title={t('propertyAlerts.explain.doesTitle')}
        items={[
          t('propertyAlerts.explain.does1'),
          t('propertyAlerts.explain.does2'),
          t('propertyAlerts.explain.does3'),
        ]}
      />
      <Section
        title={t('propertyAlerts.explain.doesNotTitle')}
        items={[
          t('propertyAlerts.explain.doesNot1'),
          t('propertyAlerts.explain.doesNot2'),
          t('propertyAlerts.explain.doesNot3'),
        ]}
      />
    </>
  );
}
