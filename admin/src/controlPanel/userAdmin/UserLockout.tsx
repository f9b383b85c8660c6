import { BooleanInput } from 'react-admin';
import { SectionForm, SectionTextInput } from '../form';

const field = 'controlPanel.userAdmin.lockout';

/**
 * /controlPanel/userLockout (Lockout 1, 002 §4 step one): the lockout flag and its two messages, both required
 * (§5). While it is in place only TRIMIN and COUNTY may sign in; Lockout 2 signs out everyone already in.
 */
export default function UserLockout() {
  return (
    <SectionForm section="userLockout">
      <BooleanInput
        source="lockoutInPlace"
        label={`${field}.lockoutInPlace`}
        helperText={`${field}.lockoutInPlaceHelp`}
      />
      <SectionTextInput
        source="messageHeadline"
        label={`${field}.messageHeadline`}
        helperText={`${field}.messageHeadlineHelp`}
        isRequired
        sx={{ maxWidth: '40rem' }}
        fullWidth
      />
      <SectionTextInput
        source="messageLogin"
        label={`${field}.messageLogin`}
        helperText={`${field}.messageLoginHelp`}
        isRequired
        multiline
        minRows={3}
        sx={{ maxWidth: '40rem' }}
        fullWidth
      />
    </SectionForm>
  );
}
