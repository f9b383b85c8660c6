import { useLocale } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { AlertStaffSummary } from '@landrecords/contracts/alerts/api';

/** A county day ('2026-11-26') as the reader writes a date; the day is the county's already, so read it in UTC. */
const dayFormat = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

/**
 * The alerts sent each day of the last 30 (the county's days) that had any, newest first, each with a bar for its
 * share of the busiest day.
 */
export function SentPerDay({ days }: { days: AlertStaffSummary['sentPerDay'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatDay = dayFormat(locale);
  const number = new Intl.NumberFormat(locale);
  const most = Math.max(1, ...days.map((day) => day.count));
  const caption = t('alerts.perDay.title');
  return (
    <>
      <Typography component="h3" variant="subtitle1" id="alerts-per-day" gutterBottom>
        {caption}
      </Typography>
      {days.every((day) => day.count === 0) ? (
        <Typography>{t('alerts.perDay.none')}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-labelledby="alerts-per-day" sx={{ maxHeight: '24rem' }}>
          <Table size="small" stickyHeader aria-labelledby="alerts-per-day">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('alerts.perDay.day')}</TableCell>
                <TableCell sx={{ fontWeight: 700, width: '70%' }}>{t('alerts.perDay.sent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...days].reverse().map(({ day, count: sent }) => (
                <TableRow key={day}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDay(day)}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box component="span" sx={{ minWidth: '3rem', textAlign: 'right' }}>
                        {number.format(sent)}
                      </Box>
                      <Box aria-hidden sx={{ height: 10, width: `${(80 * sent) / most}%`, bgcolor: 'primary.main' }} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {days.some((day) => day.count > 0) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('alerts.perDay.onlyDays')}
        </Typography>
      ) : null}
    </>
  );
}
