import { PurgeScheduleForm } from './PurgeScheduleForm';

/** /controlPanel/userPurgeSchedule: users not signed in for this many days are purged every night (002 §3, §5). */
export default function UserPurgeSchedule() {
  return (
    <PurgeScheduleForm
      section="userPurgeSchedule"
      daysLabel="controlPanel.userAdmin.purge.userDays"
      daysHelp="controlPanel.userAdmin.purge.userDaysHelp"
    />
  );
}
