import { BooleanInput } from 'react-admin';
import { Box } from '@mui/material';
import { SectionForm, SectionTextInput } from '../form';
import { DependentNumberInput } from './DependentNumberInput';
import { LockedUsers } from './LockedUsers';
import { SecondStepAndLock } from './SecondStepAndLock';

const field = 'controlPanel.userAdmin.userAccess';

/**
 * /controlPanel/userAccess (002 §3 User access): the guest's username, the failed sign-in limit and the
 * inactivity time limit; each number is disabled while its switch is off (002 §4), minutes at most 120 (§5); then
 * who signs in with a second step and how long a lock lasts (issue 28).
 */
export default function UserAccess() {
  return (
    <SectionForm section="userAccess">
      <LockedUsers />
      <SectionTextInput
        source="guestUserName"
        label={`${field}.guestUserName`}
        helperText={`${field}.guestUserNameHelp`}
      />
      <Box>
        <BooleanInput source="limitLoginAttempts" label={`${field}.limitLoginAttempts`} helperText={false} />
        <DependentNumberInput
          source="maxloginAttempts"
          controlledBy="limitLoginAttempts"
          label={`${field}.maxloginAttempts`}
          min={1}
        />
        <DependentNumberInput
          source="loginAttemptsWindow"
          controlledBy="limitLoginAttempts"
          label={`${field}.loginAttemptsWindow`}
          helperText={`${field}.loginAttemptsWindowHelp`}
          min={1}
        />
      </Box>
      <Box>
        <BooleanInput source="inactivityTimeLimit" label={`${field}.inactivityTimeLimit`} helperText={false} />
        <DependentNumberInput
          source="inactivityTimeLimitPeriod"
          controlledBy="inactivityTimeLimit"
          label={`${field}.inactivityTimeLimitPeriod`}
          helperText={`${field}.inactivityTimeLimitPeriodHelp`}
          min={1}
        />
      </Box>
      <SecondStepAndLock />
    </SectionForm>
  );
}
