import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from './TextInput';

type PasswordValues = { password: string; passwordConfirm: string };

/** A new password and its confirmation (registration, reset, change), with the rule as a hint. */
export function NewPasswordFields<Values extends FieldValues, Output>({
  control,
  labelKey = 'fields.newPassword',
}: {
  control: Control<Values, unknown, Output>;
  labelKey?: 'fields.password' | 'fields.newPassword';
}) {
  const { t } = useTranslation();
  const typed = control as unknown as Control<PasswordValues>;
  return (
    <>
      <TextInput
        control={typed}
        name="password"
        type="password"
        label={t(labelKey)}
        required
        autoComplete="new-password"
        helperText={t('fields.passwordHint')}
      />
      <TextInput
        control={typed}
        name="passwordConfirm"
        type="password"
        label={t('fields.passwordConfirm')}
        required
        autoComplete="new-password"
      />
    </>
  );
}
