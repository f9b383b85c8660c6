import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form/TextInput';

/** Only the digits of what was typed or pasted ("123 456" → "123456"), at most six. */
const digitsOf = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

type Props<Values extends FieldValues> = {
  control: Control<Values>;
  name: Path<Values>;
  /** A recovery code (`abcd-efgh`, letters and digits) rather than the app's six digits. */
  recovery?: boolean;
  label?: string;
};

/**
 * The code of the second step: the app's six digits in a one-time-code field (a phone offers the code from its
 * messages or its keychain, and opens its number pad), or a recovery code typed as it was saved.
 */
export function CodeInput<Values extends FieldValues>({ control, name, recovery = false, label }: Props<Values>) {
  const { t } = useTranslation();
  if (recovery) {
    return (
      <TextInput
        key="recovery"
        control={control}
        name={name}
        label={t('secondStep.verify.recoveryCode')}
        helperText={t('secondStep.verify.recoveryCodeHelp')}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 40 } }}
      />
    );
  }
  return (
    <TextInput
      key="app"
      control={control}
      name={name}
      label={label ?? t('secondStep.verify.code')}
      helperText={t('secondStep.verify.codeHelp')}
      required
      autoComplete="one-time-code"
      format={digitsOf}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
    />
  );
}
