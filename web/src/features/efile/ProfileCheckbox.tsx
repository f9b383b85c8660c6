import { Checkbox, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../components/dialogs/alerts';
import { errorText } from '../../lib/api/error-text';
import { loadProfile, type EfileProfile } from './api';

/**
 * Use profile (002 §2.1): ticked, the filer's fields are filled from the signed-in user's profile (the name is
 * the first and last names); unticked, what is in the fields stays for the filer to change.
 */
export function ProfileCheckbox({ onProfile }: { onProfile: (profile: EfileProfile) => void }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <FormControlLabel
      label={t('efile.useProfile')}
      control={
        <Checkbox
          name="useProfile"
          checked={checked}
          disabled={busy}
          onChange={async (event) => {
            const ticked = event.target.checked;
            setChecked(ticked);
            if (!ticked) return;
            setBusy(true);
            try {
              onProfile(await loadProfile());
            } catch (error) {
              setChecked(false);
              await showAlert({ message: errorText(t, error, t('app.title')) });
            } finally {
              setBusy(false);
            }
          }}
        />
      }
    />
  );
}
