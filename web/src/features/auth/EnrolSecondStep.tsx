import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrolPayloadSchema, type Enrolled } from '@landrecords/contracts/auth/second-step';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { loginErrorText } from '../../lib/api/error-text';
import { enrol, startEnrolment } from './api';
import { CodeInput } from './CodeInput';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondStepCard, type SecondStepProps } from './SecondStepCard';
import { endsTheStep } from './ticket-ended';

const codeFormSchema = enrolPayloadSchema.pick({ code: true });

/** A numbered step of the setup: its short title as a heading, then what to do. */
function SetupStep({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="li" sx={{ mb: 3, '&::marker': { fontWeight: 'bold', fontSize: '1.1rem' } }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Enrolment in two-step verification at sign-in (issue 28), for a user the county requires it of: install an
 * app, scan the QR code (or type its key), type the first code; then the ten recovery codes, shown once.
 * The secret is asked for once per ticket (a query, not an effect that may run twice).
 */
export function EnrolSecondStep({ ticket, username, onSignedIn, onStartOver }: SecondStepProps) {
  const { t } = useTranslation();
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  const [error, setError] = useState<{ text: string; attempt: number } | null>(null);
  const [keyCopied, setKeyCopied] = useState('');
  const enrolment = useQuery({
    queryKey: ['secondStepEnrolment', ticket],
    queryFn: () => startEnrolment(ticket),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const form = useZodForm(codeFormSchema, { code: '' });
  const submit = useSingleSubmit(form, async ({ code }) => {
    try {
      setEnrolled(await enrol({ ticket, code }));
    } catch (failure) {
      if (endsTheStep(failure)) return onStartOver(loginErrorText(t, failure));
      setError((last) => ({ text: loginErrorText(t, failure), attempt: (last?.attempt ?? 0) + 1 }));
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });

  if (enrolled) {
    return (
      <RecoveryCodes username={username} codes={enrolled.recoveryCodes} onContinue={() => onSignedIn(enrolled.user)} />
    );
  }

  const copyKey = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret.replace(/\s/g, ''));
      setKeyCopied(t('secondStep.enrol.keyCopied'));
    } catch {
      setKeyCopied(t('secondStep.recovery.copyFailed'));
    }
  };

  const submitting = form.formState.isSubmitting;
  return (
    <SecondStepCard title={t('secondStep.enrol.title')} onStartOver={() => onStartOver()} wide>
      <Typography sx={{ mb: 2 }}>{t('secondStep.enrol.intro')}</Typography>
      {enrolment.isPending && (
        <Box aria-live="polite">
          <Typography>{t('secondStep.enrol.loading')}</Typography>
          <LinearProgress aria-label={t('secondStep.enrol.loading')} />
        </Box>
      )}
      {enrolment.isError && (
        <Alert severity="error" role="alert">
          {loginErrorText(t, enrolment.error)}
        </Alert>
      )}
      {enrolment.isSuccess && (
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          <SetupStep title={t('secondStep.enrol.step1Title')}>
            <Typography>{t('secondStep.enrol.step1')}</Typography>
          </SetupStep>
          <SetupStep title={t('secondStep.enrol.step2Title')}>
            <Typography sx={{ mb: 1 }}>{t('secondStep.enrol.step2')}</Typography>
            <Box
              component="img"
              src={enrolment.data.qrCode}
              alt={t('secondStep.enrol.qrAlt')}
              width={200}
              height={200}
              sx={{ display: 'block', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
            <Typography sx={{ mt: 2 }}>{t('secondStep.enrol.manual')}</Typography>
            <Box component="dl" sx={{ my: 1 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('secondStep.enrol.secretLabel')}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.15rem', wordBreak: 'break-word', letterSpacing: 1 }}
              >
                <code>{enrolment.data.secret}</code>
              </Typography>
            </Box>
            <Button variant="outlined" size="small" onClick={() => void copyKey(enrolment.data.secret)}>
              {t('secondStep.enrol.copyKey')}
            </Button>
            <Typography role="status" component="span" variant="body2" sx={{ ml: 2 }}>
              {keyCopied}
            </Typography>
          </SetupStep>
          <SetupStep title={t('secondStep.enrol.step3Title')}>
            <Typography id="enrol-code-prompt">{t('secondStep.enrol.step3')}</Typography>
            <form onSubmit={submit} noValidate aria-describedby="enrol-code-prompt">
              <CodeInput control={form.control} name="code" />
              {error && (
                <Alert key={error.attempt} severity="error" role="alert" sx={{ mt: 1 }}>
                  {error.text}
                </Alert>
              )}
              <FormErrorSummary control={form.control} />
              <SubmitButton sx={{ mt: 2 }} busy={submitting}>
                {submitting ? t('secondStep.verify.checking') : t('secondStep.enrol.submit')}
              </SubmitButton>
            </form>
          </SetupStep>
        </Box>
      )}
    </SecondStepCard>
  );
}
