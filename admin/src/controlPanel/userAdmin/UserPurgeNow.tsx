import { SectionForm, SectionTextInput } from '../form';

const field = 'controlPanel.userAdmin.purgeNow';

/**
 * /controlPanel/userPurgeNow (002 §3 Purge): saving purges at once the users not signed in since the date (the
 * server's message says how many), so Submit asks first what it removes. The default date is 01/05/2020.
 */
export default function UserPurgeNow() {
  return (
    <SectionForm section="userPurgeNow" confirm={() => `${field}.confirm`}>
      <SectionTextInput
        source="purgeDate"
        label={`${field}.purgeDate`}
        helperText={`${field}.purgeDateHelp`}
        isRequired
      />
    </SectionForm>
  );
}
