import { Button } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { confirmedPassword } from '@landrecords/contracts/auth/payloads';
import { passwordSchema } from '@landrecords/contracts/validation/person';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { useAlert } from '../../components/dialogs/alerts';
import { serverMessageText } from '../../lib/api/error-text';
import { resetPassword } from './api';
import { AuthCard } from './AuthCard';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

const schema = confirmedPassword(z.object({ password: passwordSchema }));

/**
 * Create a new password from the emailed link (000 §2): success says so and goes to /login; a failure warns, and
 * the page reloads when the warning is dismissed.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const { ticket = '' } = useParams();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const form = useZodForm(schema, { password: '', passwordConfirm: '' });
  const submit = useSingleSubmit(form, async ({ password }) => {
    try {
      await resetPassword(password, ticket);
    } catch (error) {
      await showAlert({ type: 'WARNING', message: serverMessageText(t, error) });
      window.location.reload();
      return;
    }
    await showAlert({
      type: 'INFO',
      title: t('reset.title'),
      message: translateMessage(t, signInMessages.passwordUpdated),
    });
    await navigate('/login');
  });
  return (
    <AuthCard title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <NewPasswordFields control={form.control} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
