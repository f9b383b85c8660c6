import { BooleanInput, RadioButtonGroupInput } from 'react-admin';
import { Box } from '@mui/material';
import { DependentNumberInput } from './DependentNumberInput';

const field = 'controlPanel.userAdmin.userAccess';

/**
 * userAccess's two-step verification and lock (issue 28): who must sign in with a second step, and whether a lock
 * from failed sign-ins lasts until an administrator activates the user (002 §4's L) or for a number of minutes.
 */
export function SecondStepAndLock() {
  return (
    <>
      <Box>
        <BooleanInput
          source="secondStepStaff"
          label={`${field}.secondStepStaff`}
          helperText={`${field}.secondStepStaffHelp`}
        />
        <BooleanInput
          source="secondStepAccountAdmins"
          label={`${field}.secondStepAccountAdmins`}
          helperText={`${field}.secondStepAccountAdminsHelp`}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <RadioButtonGroupInput
          source="lockMode"
          label={`${field}.lockMode`}
          helperText={`${field}.lockModeHelp`}
          choices={[
            { id: 'ACTIVATE', name: `${field}.lockModeActivate` },
            { id: 'MINUTES', name: `${field}.lockModeMinutes` },
          ]}
        />
        <DependentNumberInput
          source="lockMinutes"
          controlledBy="lockMode"
          onWhen={(mode) => mode === 'MINUTES'}
          label={`${field}.lockMinutes`}
          helperText={`${field}.lockMinutesHelp`}
          min={1}
        />
      </Box>
    </>
  );
}
