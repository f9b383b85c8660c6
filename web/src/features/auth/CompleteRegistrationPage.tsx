import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverMessageText } from '../../lib/api/error-text';
import { completeRegistration } from './api';
import { AuthCard } from './AuthCard';

/**
 * The emailed registration link (000 §2): 'Registration Incomplete' until the server confirms it, then the welcome.
 * The ticket is single-use, so it is sent once (a query, not an effect that may run twice).
 */
export default function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ticket = '' } = useParams();
  const result = useQuery({
    queryKey: ['completeRegistration', ticket],
    queryFn: () => completeRegistration(ticket),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return (
    <AuthCard title={result.isSuccess ? t('complete.done') : t('complete.incomplete')}>
      <div aria-live="polite">
        {result.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {result.isError && <Alert severity="error">{serverMessageText(t, result.error)}</Alert>}
        {result.isSuccess && (
          <>
            <Typography>{t('complete.welcome', { fullName: result.data.fullName })}</Typography>
            <Typography>{t('complete.username', { username: result.data.username })}</Typography>
            <Typography sx={{ mt: 1 }}>{t('complete.continue')}</Typography>
          </>
        )}
      </div>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => navigate('/login')}>
        {t('common.continue')}
      </Button>
    </AuthCard>
  );
}
