import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeFormSchema } from '@landrecords/contracts/auth/payloads';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { TextInput } from '../../components/form/TextInput';
import { showFieldErrors, useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { useAlert } from '../../components/dialogs/alerts';
import { serverMessageText } from '../../lib/api/error-text';
import { changePassword } from './api';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';

/** Change one's own password (000 §2): Back reopens the profile; success says 'Password updated.' and closes. */
export default function PasswordDialog({ onClose, onBack }: { onClose: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const showAlert = useAlert();
  const form = useZodForm(passwordChangeFormSchema, { currentPassword: '', password: '', passwordConfirm: '' });
  const submit = useSingleSubmit(form, async ({ currentPassword, password }) => {
    try {
      await changePassword({ currentPassword, password });
    } catch (error) {
      showFieldErrors(form.setError, error);
      await showAlert({ type: 'WARNING', message: serverMessageText(t, error) });
      return;
    }
    onClose();
    await showAlert({ type: 'INFO', message: translateMessage(t, signInMessages.passwordChanged) });
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('password.title')}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent dividers>
          <TextInput
            control={form.control}
            name="currentPassword"
            type="password"
            label={t('fields.currentPassword')}
            required
            autoComplete="current-password"
            autoFocus
          />
          <NewPasswordFields control={form.control} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onBack}>{t('common.back')}</Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('password.update')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
