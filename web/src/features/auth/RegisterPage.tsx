import { LinearProgress } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registrationFormSchema } from '@landrecords/contracts/auth/payloads';
import { ContactFields } from '../../components/form/ContactFields';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { SubmitButton } from '../../components/form/SubmitButton';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { TextInput } from '../../components/form/TextInput';
import { showFieldErrors, useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { useAlert } from '../../components/dialogs/alerts';
import { serverMessageText } from '../../lib/api/error-text';
import { translateMessage, type MessageRef } from '@landrecords/ui/i18n/server-messages';
import { usePortalSettings } from '../../lib/session';
import { signUp } from './api';
import { AuthCard } from './AuthCard';

/** User Registration (000 §2, §3, §5): an alert either way; dismissing a success goes to /login. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { data: settings } = usePortalSettings();
  return (
    <AuthCard title={t('register.title')} wide>
      {settings ? (
        <RegistrationForm stateCode={settings.stateCode} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
    </AuthCard>
  );
}

function RegistrationForm({ stateCode }: { stateCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const form = useZodForm(registrationFormSchema, {
    username: '',
    password: '',
    passwordConfirm: '',
    firstName: '',
    lastName: '',
    company: '',
    address: '',
    city: '',
    state: stateCode,
    zip: '',
    email: '',
    phoneFormatType: 'STANDARD',
    phone: '',
  });
  const submit = useSingleSubmit(form, async ({ passwordConfirm: _notSent, ...registration }) => {
    let message: MessageRef;
    try {
      message = await signUp(registration);
    } catch (error) {
      showFieldErrors(form.setError, error);
      await showAlert({ message: serverMessageText(t, error) });
      return;
    }
    await showAlert({ type: 'INFO', title: t('register.title'), message: translateMessage(t, message) });
    await navigate('/login');
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput control={form.control} name="username" label={t('fields.username')} required autoComplete="username" />
      <NewPasswordFields control={form.control} labelKey="fields.password" />
      <ContactFields control={form.control} />
      <FormErrorSummary control={form.control} />
      <SubmitButton sx={{ mt: 2 }} busy={form.formState.isSubmitting}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}
