import type { AlertStaffPerson } from '@landrecords/contracts/alerts/api';
import { useLocale } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Chip, Stack, Typography } from '@mui/material';
import { useShellData } from '../layout/useShellData';

const statusColor = { CONFIRMED: 'success', PENDING: 'default', UNSUBSCRIBED: 'default', BOUNCED: 'error' } as const;

/** A person's address, status, how often they are emailed, since when (the county's clock) and their bounces. */
export function PersonFacts({ person }: { person: AlertStaffPerson }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useShellData().settings?.timeZone;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const since = person.confirmedAt ?? person.requestedAt;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {person.email}
        </Typography>
        <Chip size="small" color={statusColor[person.status]} label={t(`alerts.person.status.${person.status}`)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[
          t(`alerts.person.frequency.${person.frequency}`),
          t(person.confirmedAt ? 'alerts.person.confirmedOn' : 'alerts.person.requestedOn', {
            date: date.format(new Date(since)),
          }),
          ...(person.bounceCount > 0 ? [t('alerts.person.bounces', { count: person.bounceCount })] : []),
        ].join(' · ')}
      </Typography>
    </>
  );
}
