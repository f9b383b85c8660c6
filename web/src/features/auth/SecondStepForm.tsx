import { Alert, Button, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import { secondStepMessages } from '@landrecords/contracts/auth/messages';
import { secondStepPayloadSchema } from '@landrecords/contracts/auth/second-step';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { loginErrorText } from '../../lib/api/error-text';
import { translateMessage, type MessageRef } from '@landrecords/ui/i18n/server-messages';
import { verifySecondStep } from './api';
import { CodeInput } from './CodeInput';
import { SecondStepCard, type SecondStepProps } from './SecondStepCard';
import { endsTheStep } from './ticket-ended';

const codeFormSchema = secondStepPayloadSchema.pick({ code: true });

/**
 * The second step of a sign-in (issue 28): the six digits the authenticator app shows, or one of the recovery
 * codes saved at enrolment. A refused code is said in the alert region and the field is emptied for the next
 * try; a recovery code's acceptance says how many are left before going on.
 */
export function SecondStepForm({ ticket, username, onSignedIn, onStartOver }: SecondStepProps) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<{ text: string; attempt: number } | null>(null);
  const [accepted, setAccepted] = useState<{ user: CurrentUser; message: MessageRef } | null>(null);
  const form = useZodForm(codeFormSchema, { code: '' });

  // The field has the focus as the step opens and when the kind of code changes.
  const { setFocus } = form;
  useEffect(() => {
    setFocus('code');
  }, [setFocus, recovery]);

  const submit = useSingleSubmit(form, async ({ code }) => {
    try {
      const result = await verifySecondStep({ ticket, code });
      setError(null);
      if (result.message.code === secondStepMessages.recoveryCodeUsed.code) setAccepted(result);
      else await onSignedIn(result.user);
    } catch (failure) {
      if (endsTheStep(failure)) return onStartOver(loginErrorText(t, failure));
      // A new alert for each refusal, so the same words are announced again.
      setError((last) => ({ text: loginErrorText(t, failure), attempt: (last?.attempt ?? 0) + 1 }));
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });

  const toggle = () => {
    setError(null);
    form.reset({ code: '' });
    setRecovery((now) => !now);
  };

  if (accepted) {
    return (
      // Continue has the focus, and reads out the server's words with its name.
      <SecondStepCard title={t('secondStep.verify.title')} focusTitle={false}>
        <Alert id="recovery-code-accepted" severity="success" role="status" sx={{ mb: 2 }}>
          {translateMessage(t, accepted.message)}
        </Alert>
        <Button
          variant="contained"
          fullWidth
          autoFocus
          aria-describedby="recovery-code-accepted"
          onClick={() => void onSignedIn(accepted.user)}
        >
          {t('common.continue')}
        </Button>
      </SecondStepCard>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <SecondStepCard title={t('secondStep.verify.title')} onStartOver={() => onStartOver()} focusTitle={false}>
      <Typography sx={{ mb: 1 }}>{t('secondStep.verify.signingInAs', { username })}</Typography>
      <Typography id="second-step-prompt" sx={{ mb: 1 }}>
        {recovery ? t('secondStep.verify.recoveryPrompt') : t('secondStep.verify.prompt')}
      </Typography>
      <form onSubmit={submit} noValidate aria-describedby="second-step-prompt">
        <CodeInput control={form.control} name="code" recovery={recovery} />
        {error && (
          <Alert key={error.attempt} severity="error" role="alert" sx={{ mt: 1 }}>
            {error.text}
          </Alert>
        )}
        <FormErrorSummary control={form.control} />
        <SubmitButton fullWidth sx={{ mt: 2 }} busy={submitting}>
          {submitting ? t('secondStep.verify.checking') : t('secondStep.verify.submit')}
        </SubmitButton>
      </form>
      <Link component="button" type="button" variant="body2" onClick={toggle} sx={{ mt: 2, display: 'block' }}>
        {recovery ? t('secondStep.verify.useApp') : t('secondStep.verify.useRecoveryCode')}
      </Link>
    </SecondStepCard>
  );
}
