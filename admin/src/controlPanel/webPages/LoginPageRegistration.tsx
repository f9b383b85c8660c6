import { BooleanInput, NumberInput } from 'react-admin';
import { SectionForm } from '../form';

const field = 'controlPanel.webPages.registration';

/**
 * /controlPanel/loginPageRegistration (002 §3 Registration settings): the login page's Forgot Password and New
 * User links, and how many hours an emailed registration or password-reset link works (required, §5).
 */
export default function LoginPageRegistration() {
  return (
    <SectionForm section="loginPageRegistration">
      <BooleanInput
        source="forgotPasswordLink"
        label={`${field}.forgotPasswordLink`}
        helperText={`${field}.forgotPasswordLinkHelp`}
      />
      <BooleanInput
        source="selfRegistration"
        label={`${field}.selfRegistration`}
        helperText={`${field}.selfRegistrationHelp`}
      />
      <NumberInput
        source="emaileExpireIn"
        label={`${field}.emaileExpireIn`}
        helperText={`${field}.emaileExpireInHelp`}
        isRequired
        step={1}
        min={1}
        max={168}
        sx={{ minWidth: '16rem' }}
      />
    </SectionForm>
  );
}
