import { Route } from 'react-router';
import { ReportRoute } from './ReportRoute';
import { FirstReport, ReportsFrame } from './ReportsFrame';
import { reportScreens } from './reportScreens';

/**
 * The reports' routes for the app's <CustomRoutes> (002 §2.2): /reports/StatementReport, AccountReport, UserReport
 * and AccountTypeReport inside the frame of the reports the county offers; /reports opens the first of them.
 */
export const reportRoutes = (
  <Route key="reports" path="/reports" element={<ReportsFrame />}>
    <Route index element={<FirstReport />} />
    {reportScreens.map((screen) => (
      <Route key={screen.path} path={screen.path} element={<ReportRoute screen={screen} />} />
    ))}
    <Route path="*" element={<FirstReport />} />
  </Route>
);
