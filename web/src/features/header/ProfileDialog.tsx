import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { profileSchema, type ProfilePayload } from '@landrecords/contracts/auth/payloads';
import { ContactFields } from '../../components/form/ContactFields';
import { SelectInput } from '../../components/form/SelectInput';
import { showFieldErrors, useSingleSubmit, useZodForm } from '../../components/form/use-zod-form';
import { useAlert } from '../../components/dialogs/alerts';
import { serverMessageText } from '../../lib/api/error-text';
import { switchLanguage } from '../../lib/i18n';
import { languageOptions } from '@landrecords/ui/i18n/languages';
import { loginStatusQuery, usePortalSettings } from '../../lib/session';
import { loadProfile, saveProfile, type Profile } from './api';

type Props = { onClose: () => void; onChangePassword: () => void };

/** The signed-in user's own profile (000 §2): saved, it closes; refused, a warning and it stays. */
export default function ProfileDialog({ onClose, onChangePassword }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = useQuery({ queryKey: ['profile'], queryFn: loadProfile, gcTime: 0 });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('profile.title')}</DialogTitle>
      {profile.data ? (
        <ProfileForm profile={profile.data} onClose={onClose} onChangePassword={onChangePassword} />
      ) : (
        <DialogContent>
          {profile.isError ? (
            <Typography role="alert">{serverMessageText(t, profile.error)}</Typography>
          ) : (
            <LinearProgress aria-label={t('common.loading')} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function ProfileForm({ profile, onClose, onChangePassword }: Props & { profile: Profile }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const queryClient = useQueryClient();
  const { data: settings } = usePortalSettings();
  const { username, ...fields } = profile;
  const form = useZodForm(profileSchema, fields);
  const submit = useSingleSubmit(form, async (values: ProfilePayload) => {
    try {
      await saveProfile(values);
      if (values.language) await switchLanguage(values.language);
      await queryClient.invalidateQueries({ queryKey: loginStatusQuery.queryKey });
      onClose();
    } catch (error) {
      showFieldErrors(form.setError, error);
      await showAlert({ type: 'WARNING', message: serverMessageText(t, error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>{t('profile.username', { username })}</Typography>
        <ContactFields control={form.control} />
        {settings?.languages && (
          <SelectInput control={form.control} name="language" label={t('fields.language')} options={languageOptions} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onChangePassword}>{t('profile.changePassword')}</Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
