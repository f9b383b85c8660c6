import { Alert, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { serverMessageText } from '../../lib/api/error-text';

type Props = {
  title: string;
  /** The link had no token at all. */
  noToken: boolean;
  pending: boolean;
  busyText: string;
  error: unknown;
  /** What the page says once the call succeeded. */
  children?: ReactNode;
};

/**
 * The page an email's link opens (confirm, unsubscribe): while it works, a bar and what it is doing; then the
 * outcome in words, a success or the server's reason, with the way on (sign up again).
 */
export function LinkOutcome({ title, noToken, pending, busyText, error, children }: Props) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <PageTitle>{title}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {noToken ? (
          <Alert severity="error" role="alert">
            {t('propertyAlerts.link.noToken')}
          </Alert>
        ) : pending ? (
          <>
            <Typography role="status">{busyText}</Typography>
            <LinearProgress aria-label={busyText} sx={{ mt: 1 }} />
          </>
        ) : error ? (
          <Alert severity="error" role="alert">
            {serverMessageText(t, error)}
          </Alert>
        ) : (
          children
        )}
        {!pending && (
          <Typography sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/alerts">
              {error || noToken ? t('propertyAlerts.link.subscribeAgain') : t('propertyAlerts.link.toAlerts')}
            </Link>
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
