import { BooleanInput } from 'react-admin';
import { SectionForm } from '../form';
import { DependentNumberInput } from './DependentNumberInput';

type Props = {
  /** userPurgeSchedule (at least 365 days) or auditLogPurgeSchedule (at least 60): the same two fields (002 §3 Purge). */
  section: 'userPurgeSchedule' | 'auditLogPurgeSchedule';
  /** The catalog key of the days field's label: what is purged after that many days. */
  daysLabel: string;
  /** The catalog key of the line under it: the minimum. */
  daysHelp: string;
};

/** An automatic purge switch and the days after which it purges, disabled while the switch is off. */
export function PurgeScheduleForm({ section, daysLabel, daysHelp }: Props) {
  return (
    <SectionForm section={section}>
      <BooleanInput source="automaticPurge" label="controlPanel.userAdmin.purge.automaticPurge" helperText={false} />
      <DependentNumberInput
        source="automaticPurgeAfterDays"
        controlledBy="automaticPurge"
        label={daysLabel}
        helperText={daysHelp}
        min={1}
      />
    </SectionForm>
  );
}
