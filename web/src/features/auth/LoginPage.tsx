import { Alert, Box, Grid, Link, Paper, Stack } from '@mui/material';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CurrentUser } from '@landrecords/contracts/auth/current-user';
import type { Language } from '@landrecords/contracts/auth/payloads';
import type { SecondStepNeeded } from '@landrecords/contracts/auth/second-step';
import { PageTitle } from '../../components/PageTitle';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { SelectInput } from '../../components/form/SelectInput';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { useSingleSubmit } from '../../components/form/form-basics';
import { useLazyZodForm } from '../../components/form/use-lazy-zod-form';
import { loginErrorText } from '../../lib/api/error-text';
import { switchLanguage, storedLanguage } from '../../lib/i18n';
import { languageOptions } from '@landrecords/ui/i18n/languages';
import { routerBasePath } from '../../lib/product';
import { rememberSignIn, usePortalSettings } from '../../lib/session';
import { login } from './api';
import { LoginFooter } from './LoginFooter';
import { LoginPageNews } from './LoginPageNews';
import type { SecondStepProps } from './SecondStepCard';
import type { LoginFormSchema } from './login-form-schema';

/**
 * The administration app's address to come back to (`/login?next=/admin/#/userManager/5`): only a path of that
 * app on this site, never another site's.
 */
function adminReturn(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/admin\/(#\/[^\s]*)?$/.test(next) ? next : null;
}

/**
 * Where to go after signing in: the administration app's screen that sent the user here, else the login-required
 * route the visitor came from, else /home (000 §2).
 */
function destination(from: unknown, search: string): string {
  const admin = adminReturn(search);
  if (admin) return admin;
  const path = (from as { pathname?: string; search?: string } | undefined)?.pathname;
  const target =
    path && path !== '/login' && path !== '/' ? path + ((from as { search?: string }).search ?? '') : '/home';
  return routerBasePath().replace(/\/$/, '') + target;
}

const loadLoginFormSchema = async () => (await import('./login-form-schema')).loginFormSchema;

/** The second step's screen (issue 28), loaded when the server asks for it: its forms bring their schemas. */
const loadSecondStep = async (kind: SecondStepNeeded['secondStep']): Promise<ComponentType<SecondStepProps>> =>
  kind === 'enrol'
    ? (await import('./EnrolSecondStep')).EnrolSecondStep
    : (await import('./SecondStepForm')).SecondStepForm;

type SecondStep = SecondStepNeeded & { username: string; Step: ComponentType<SecondStepProps> };

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: settings } = usePortalSettings();
  const [error, setError] = useState<string | null>(null);
  // After a right password, the step the server asks for (issue 28): a code, or enrolment first.
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const { form, loadChecks } = useLazyZodForm(loadLoginFormSchema, {
    username: '',
    password: '',
    language: storedLanguage(),
  });

  // Back on the form from the second step, the password is the field to fill again (once the form is drawn).
  const backFromSecondStep = useRef(false);
  const { setFocus } = form;
  useEffect(() => {
    if (secondStep || !backFromSecondStep.current) return;
    backFromSecondStep.current = false;
    setFocus('password');
  }, [secondStep, setFocus]);

  // The chosen language applies at once, before signing in.
  const language = useWatch({ control: form.control, name: 'language' }) as Language;
  useEffect(() => {
    void switchLanguage(language);
  }, [language]);

  const signedIn = async (user: CurrentUser) => {
    rememberSignIn(user);
    await switchLanguage(user.language);
    // 000 §2: a full reload, so every store starts afresh for this user.
    window.location.assign(destination(location.state?.from, location.search));
  };

  const submit = useSingleSubmit(form, async (values: z.output<LoginFormSchema>) => {
    setError(null);
    try {
      const answer = await login({ ...values, language: settings?.languages ? values.language : 'ENGLISH' });
      const { isSecondStepNeeded } = await import('@landrecords/contracts/auth/second-step');
      if (isSecondStepNeeded(answer)) {
        setSecondStep({ ...answer, username: values.username, Step: await loadSecondStep(answer.secondStep) });
      } else await signedIn(answer);
    } catch (failure) {
      setError(loginErrorText(t, failure));
    }
  });

  if (secondStep) {
    const { Step } = secondStep;
    const startOver = (reason?: string) => {
      setSecondStep(null);
      setError(reason ?? null);
      form.resetField('password');
      backFromSecondStep.current = true;
    };
    return (
      <Step
        key={secondStep.ticket}
        ticket={secondStep.ticket}
        username={secondStep.username}
        onSignedIn={signedIn}
        onStartOver={startOver}
      />
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Paper component="section" aria-labelledby="login-title" sx={{ p: 3 }}>
          <Box id="login-title">
            <PageTitle>{t('login.title')}</PageTitle>
          </Box>
          {settings?.lockout.lockoutInPlace && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {settings.lockout.messageLogin}
            </Alert>
          )}
          <form onSubmit={submit} onFocus={() => void loadChecks()} noValidate>
            <TextInput
              control={form.control}
              name="username"
              label={t('fields.username')}
              required
              autoComplete="username"
            />
            <TextInput
              control={form.control}
              name="password"
              type="password"
              label={t('fields.password')}
              required
              autoComplete="current-password"
            />
            {settings?.languages && (
              <SelectInput
                control={form.control}
                name="language"
                label={t('fields.language')}
                options={languageOptions}
              />
            )}
            {error && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
            <FormErrorSummary control={form.control} />
            <SubmitButton fullWidth sx={{ mt: 2 }} busy={submitting}>
              {submitting ? t('login.loggingIn') : t('login.submit')}
            </SubmitButton>
          </form>
          <Stack sx={{ mt: 2 }} spacing={1}>
            <Link component={RouterLink} to="/forgotUsername">
              {t('login.forgotUsername')}
            </Link>
            {settings?.forgotPasswordLink && (
              <Link component={RouterLink} to="/forgotPassword">
                {t('login.forgotPassword')}
              </Link>
            )}
            {settings?.selfRegistration && (
              <Link component={RouterLink} to="/register">
                {t('login.newUser')}
              </Link>
            )}
          </Stack>
        </Paper>
        {/* Under the form, whose height is known at once, so the news arriving beside it moves nothing. */}
        <LoginFooter />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <LoginPageNews />
      </Grid>
    </Grid>
  );
}
