import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '@landrecords/contracts/auth/payloads';
import { TextInput } from '../../components/form/TextInput';
import { useZodForm } from '../../components/form/use-zod-form';
import { forgotPassword } from './api';
import { RecoveryForm } from './RecoveryForm';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useZodForm(forgotPasswordSchema, { username: '', email: '' });
  return (
    <RecoveryForm
      title={t('recovery.passwordTitle')}
      prompt={t('recovery.passwordPrompt')}
      form={form}
      send={({ username, email }) => forgotPassword(username, email)}
    >
      <TextInput control={form.control} name="username" label={t('fields.username')} required autoComplete="username" />
      <TextInput
        control={form.control}
        name="email"
        type="email"
        label={t('fields.email')}
        required
        autoComplete="email"
      />
    </RecoveryForm>
  );
}
