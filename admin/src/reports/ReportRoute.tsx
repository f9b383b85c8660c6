import { Alert, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@landrecords/ui/document-title';
import { useShellData } from '../layout/useShellData';
import { useReportsContext } from './ReportsFrame';
import { ReportForm } from './ReportForm';
import type { ReportScreen } from './reportScreens';

/**
 * /reports/<name>: the report's heading, the county's note and the form, when the county offers it to this role (002 §2.2, §6); else
 * word that it does not.
 */
export function ReportRoute({ screen }: { screen: ReportScreen }) {
  const { t } = useTranslation();
  const { lists, openable } = useReportsContext();
  const { settings } = useShellData();
  const offered = openable.includes(screen);
  // The county's own words on this report (002 §3 Reports settings), shown as written.
  const note = lists.notes[screen.path]?.trim();
  const title = t(offered ? `reports.titles.${screen.path}` : 'reports.notOffered.title');
  useDocumentTitle(title);
  return (
    <>
      <Title title={title} />
      {!offered ? (
        <Alert severity="info">{t('reports.notOffered.text')}</Alert>
      ) : settings ? (
        <>
          {note ? (
            <Alert severity="info" sx={{ mb: 2, maxWidth: '60rem', whiteSpace: 'pre-line' }}>
              {note}
            </Alert>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('reports.timeZone', { timeZone: settings.timeZone })}
          </Typography>
          {/* Each report its own form: criteria it does not ask for are not carried to it from another. */}
          <ReportForm key={screen.path} screen={screen} lists={lists} timeZone={settings.timeZone} />
        </>
      ) : (
        <Loading />
      )}
    </>
  );
}
