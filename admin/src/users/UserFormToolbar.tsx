import { SaveButton, Toolbar } from 'react-admin';
import { UserDeleteButton } from './UserDeleteButton';
import { UserPasswordButton } from './UserPasswordButton';
import { UserSecondStepResetButton } from './UserSecondStepResetButton';
import { UserStatusButton } from './UserStatusButton';

/**
 * Save (not on a read-only form), then an existing user's Activate or Deactivate, Password, Reset two-step
 * verification (when enrolled) and Delete.
 */
export function UserFormToolbar({ readOnly, isNew }: { readOnly: boolean; isNew: boolean }) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {readOnly ? null : <SaveButton alwaysEnable={isNew} />}
      {isNew ? null : (
        <>
          <UserStatusButton />
          <UserPasswordButton />
          <UserSecondStepResetButton />
          <UserDeleteButton inForm />
        </>
      )}
    </Toolbar>
  );
}
