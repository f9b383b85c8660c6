import { useTranslation } from 'react-i18next';
import { forgotUsernameSchema } from '@landrecords/contracts/auth/payloads';
import { TextInput } from '../../components/form/TextInput';
import { useZodForm } from '../../components/form/use-zod-form';
import { forgotUsername } from './api';
import { RecoveryForm } from './RecoveryForm';

export default function ForgotUsernamePage() {
  const { t } = useTranslation();
  const form = useZodForm(forgotUsernameSchema, { email: '' });
  return (
    <RecoveryForm
      title={t('recovery.usernameTitle')}
      prompt={t('recovery.usernamePrompt')}
      form={form}
      send={({ email }) => forgotUsername(email)}
    >
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
