import { SectionForm } from '../../form';
import { CountyNoteSwitch } from './CountyNoteSwitch';

const reports = ['statementReport', 'auditAccountsReport', 'auditUsersReport', 'accountTypeReport'] as const;

/** /controlPanel/reports (002 §3 Reports settings): which reports the county offers, each with its county note. */
export default function ReportsSettings() {
  return (
    <SectionForm section="reports">
      {reports.map((report) => (
        <CountyNoteSwitch key={report} source={report} label={`controlPanel.settings.reports.${report}`} />
      ))}
    </SectionForm>
  );
}
