import { Alert, Box, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Loading, Title, usePermissions } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { managerRoles, type Role } from '@landrecords/contracts/codes';
import { useDocumentTitle } from '@landrecords/ui/document-title';
import { NotAllowed } from '../layout/DeadEnd';
import { ReportsNav } from './ReportsNav';
import { openableReports, type ReportScreen } from './reportScreens';
import { useReportMessage } from './useReportMessage';
import { useReportLists } from './useReportLists';
import type { ReportLists } from '@landrecords/contracts/reports/lists';

/** What every report screen gets from the frame: the caller's role, its lists, the reports it may open. */
export type ReportsContext = { role: Role; lists: ReportLists; openable: readonly ReportScreen[] };

export const useReportsContext = () => useOutletContext<ReportsContext>();

/**
 * Every /reports screen (002 §2.2, §6): for TRIMIN, COUNTY and ACCOUNT, the reports the county offers this role
 * in a side navigation beside the one shown.
 */
export function ReportsFrame() {
  const { t } = useTranslation();
  const { permissions: role, isPending } = usePermissions<Role>();
  const lists = useReportLists();
  const { sayError } = useReportMessage();
  const { pathname } = useLocation();
  const allowed = role !== undefined && managerRoles.includes(role);
  useDocumentTitle(allowed && lists.error ? t('reports.title') : null);
  if (isPending) return <Loading />;
  if (!allowed) return <NotAllowed />;
  if (lists.isPending) return <Loading />;
  if (lists.error) {
    return (
      <>
        <Title title={t('reports.title')} />
        <Alert severity="warning">{sayError(lists.error)}</Alert>
      </>
    );
  }
  const openable = openableReports(role, lists.data.reports);
  const current = /^\/reports\/([^/]+)/.exec(pathname)?.[1];
  const context: ReportsContext = { role, lists: lists.data, openable };
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { md: 3 }, alignItems: 'stretch' }}>
      {openable.length > 0 ? <ReportsNav screens={openable} current={current} /> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<Loading />}>
          <Outlet context={context} />
        </Suspense>
      </Box>
    </Box>
  );
}

/** /reports: the first report offered, or word that none is. */
export function FirstReport() {
  const { t } = useTranslation();
  const { openable } = useReportsContext();
  useDocumentTitle(openable.length === 0 ? t('reports.title') : null);
  const first = openable[0];
  if (first) return <Navigate to={`/reports/${first.path}`} replace />;
  return (
    <>
      <Title title={t('reports.title')} />
      <Typography>{t('reports.noneOffered')}</Typography>
    </>
  );
}
