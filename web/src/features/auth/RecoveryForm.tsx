import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSingleSubmit } from '../../components/form/use-zod-form';
import { useAlert } from '../../components/dialogs/alerts';
import { serverMessageText } from '../../lib/api/error-text';
import { translateMessage, type MessageRef } from '@landrecords/ui/i18n/server-messages';
import { AuthCard } from './AuthCard';

type Props<Values extends FieldValues, Output> = {
  title: string;
  prompt: string;
  form: UseFormReturn<Values, unknown, Output>;
  send: (values: Output) => Promise<MessageRef>;
  children: ReactNode;
};

/**
 * Forgot username and forgot password (000 §2): the server's answer in an alert; dismissing a success goes to
 * /login, a failure stays.
 */
export function RecoveryForm<Values extends FieldValues, Output>({
  title,
  prompt,
  form,
  send,
  children,
}: Props<Values, Output>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const submit = useSingleSubmit(form, async (values) => {
    let message: MessageRef;
    try {
      message = await send(values);
    } catch (error) {
      await showAlert({ message: serverMessageText(t, error) });
      return;
    }
    await showAlert({ type: 'INFO', title, message: translateMessage(t, message) });
    await navigate('/login');
  });
  return (
    <AuthCard title={title}>
      <Typography sx={{ mb: 1 }}>{prompt}</Typography>
      <form onSubmit={submit} noValidate>
        {children}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
          {t('common.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
