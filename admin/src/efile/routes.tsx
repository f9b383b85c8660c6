import { lazy } from 'react';
import { Route } from 'react-router';

const ReviewListPage = lazy(() => import('./ReviewListPage'));
const SubmissionPage = lazy(() => import('./SubmissionPage'));

/**
 * The recorder's review of e-file submissions (issue 27), for TRIMIN and COUNTY: the list at /efile/review and one
 * submission at /efile/review/{submissionId} (hash routes: /admin/#/efile/review). App.tsx mounts them.
 */
export const efileReviewRoutes = [
  <Route key="efileReview" path="/efile/review" element={<ReviewListPage />} />,
  <Route key="efileSubmission" path="/efile/review/:submissionId" element={<SubmissionPage />} />,
];
